class Solution:
    def courseOrder(self, numCourses: int, rules: List[List[int]]) -> List[int]:
        # Kahn's algorithm, always taking the smallest available course.
        unlocks = [[] for _ in range(numCourses + 1)]
        missing = [0] * (numCourses + 1)
        for a, b in rules:
            unlocks[a].append(b)
            missing[b] += 1
        available = [course for course in range(1, numCourses + 1) if missing[course] == 0]
        order = []
        while available:
            course = heapq.heappop(available)
            order.append(course)
            for following in unlocks[course]:
                missing[following] -= 1
                if missing[following] == 0:
                    heapq.heappush(available, following)
        return order if len(order) == numCourses else []
