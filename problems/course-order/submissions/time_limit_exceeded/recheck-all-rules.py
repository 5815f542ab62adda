# Correct but O(n * (n + m)): before every pick it goes through all the rules again to see which
# courses are still blocked, then takes the smallest free course.
class Solution:
    def courseOrder(self, numCourses: int, rules: List[List[int]]) -> List[int]:
        taken = [False] * (numCourses + 1)
        order = []
        for _ in range(numCourses):
            blocked = {b for a, b in rules if not taken[a]}
            free = [course for course in range(1, numCourses + 1) if not taken[course] and course not in blocked]
            if not free:
                return []
            taken[free[0]] = True
            order.append(free[0])
        return order
