class Solution:
    def minWindow(self, s: str, t: str) -> str:
        # Correct but quadratic: from every start, grows the window until it covers t.
        need = Counter(t)
        best = ""
        for start in range(len(s)):
            have = Counter()
            covered = 0
            for end in range(start, len(s)):
                char = s[end]
                have[char] += 1
                if have[char] <= need[char]:
                    covered += 1
                if covered == len(t):
                    if not best or end - start + 1 < len(best):
                        best = s[start:end + 1]
                    break
        return best
