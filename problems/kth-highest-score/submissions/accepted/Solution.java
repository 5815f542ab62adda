class Solution {
    public int findKthLargest(int[] nums, int k) {
        // A min-heap of the k largest seen so far: its head is the k-th largest.
        PriorityQueue<Integer> best = new PriorityQueue<>();
        for (int value : nums) {
            best.offer(value);
            if (best.size() > k) best.poll();
        }
        return best.peek();
    }
}
