class Solution {
    public int[][] merge(int[][] intervals) {
        Arrays.sort(intervals, (left, right) -> Integer.compare(left[0], right[0]));
        List<int[]> periods = new ArrayList<>();
        for (int[] interval : intervals) {
            int[] last = periods.isEmpty() ? null : periods.get(periods.size() - 1);
            if (last != null && interval[0] <= last[1]) {
                last[1] = Math.max(last[1], interval[1]);
            } else {
                periods.add(new int[] {interval[0], interval[1]});
            }
        }
        return periods.toArray(new int[0][]);
    }
}
