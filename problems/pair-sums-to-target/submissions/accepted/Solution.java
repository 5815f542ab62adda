class Solution {
    public int[] twoSum(int[] nums, int target) {
        Map<Long, Integer> position = new HashMap<>(); // value -> a position before j holding it
        for (int j = 0; j < nums.length; j++) {
            // target - nums[j] can leave int's range (-10^9 - 10^9), so it is taken in 64 bits
            Integer i = position.get((long) target - nums[j]);
            if (i != null) return new int[] {i, j};
            position.put((long) nums[j], j);
        }
        return new int[0];
    }
}
