class Solution:
    def peakIndexInMountainArray(self, arr: List[int]) -> int:
        low, high = 0, len(arr) - 1  # the summit lies in [low, high]
        while low < high:
            middle = (low + high) // 2
            if arr[middle] < arr[middle + 1]:
                low = middle + 1  # still climbing: the summit is further right
            else:
                high = middle  # descending (or at the summit): it is here or to the left
        return low
