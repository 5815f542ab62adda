class Solution:
    def peakIndexInMountainArray(self, arr: List[int]) -> int:
        # Correct but quadratic: tries each reading as the summit, checking it against every other one.
        for candidate in range(len(arr)):
            if all(arr[other] < arr[candidate] for other in range(len(arr)) if other != candidate):
                return candidate
        return -1
