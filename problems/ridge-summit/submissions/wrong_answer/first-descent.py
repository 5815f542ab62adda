class Solution:
    def peakIndexInMountainArray(self, arr: List[int]) -> int:
        # Bug: returns where the first descent lands (the reading after the summit), one too far.
        for i in range(len(arr) - 1):
            if arr[i] > arr[i + 1]:
                return i + 1
        return len(arr) - 1
