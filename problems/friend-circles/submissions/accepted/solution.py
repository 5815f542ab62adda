class Solution:
    def countCircles(self, n: int, friendships: List[List[int]]) -> int:
        # Union-find: every friendship that joins two different circles leaves one circle fewer.
        parent = list(range(n + 1))

        def root(student):
            while parent[student] != student:
                parent[student] = parent[parent[student]]  # path halving
                student = parent[student]
            return student

        circles = n
        for u, v in friendships:
            a, b = root(u), root(v)
            if a != b:
                parent[a] = b
                circles -= 1
        return circles
