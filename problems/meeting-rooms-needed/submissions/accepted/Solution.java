class Solution {
    public int minMeetingRooms(int[][] meetings) {
        // A min-heap of the end times of the rooms in use, taking the meetings by start time.
        int[][] byStart = meetings.clone();
        Arrays.sort(byStart, (left, right) -> Integer.compare(left[0], right[0]));
        PriorityQueue<Integer> ends = new PriorityQueue<>();
        for (int[] meeting : byStart) {
            if (!ends.isEmpty() && ends.peek() <= meeting[0]) ends.poll(); // that room is free again (half-open)
            ends.offer(meeting[1]);
        }
        return ends.size();
    }
}
