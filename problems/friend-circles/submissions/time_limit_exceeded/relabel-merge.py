# Correct but O(n * m): keeps an explicit circle label per student and, on each merge, relabels by
# scanning every student in the whole school.
class Solution:
    def countCircles(self, n: int, friendships: List[List[int]]) -> int:
        label = list(range(n + 1))
        circles = n
        for u, v in friendships:
            a, b = label[u], label[v]
            if a == b:
                continue
            for student in range(1, n + 1):
                if label[student] == b:
                    label[student] = a
            circles -= 1
        return circles
