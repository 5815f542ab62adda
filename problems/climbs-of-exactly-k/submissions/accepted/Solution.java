class Solution {
    public int subarraySum(int[] nums, int k) {
        // A stretch ending here sums to k exactly when an earlier prefix sum is total - k.
        Map<Integer, Integer> seen = new HashMap<>(); // prefix sums so far, the empty prefix included
        seen.put(0, 1);
        int total = 0, count = 0;
        for (int value : nums) {
            total += value;
            count += seen.getOrDefault(total - k, 0);
            seen.merge(total, 1, Integer::sum);
        }
        return count;
    }
}
