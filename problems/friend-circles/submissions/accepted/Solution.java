class Solution {
    // Counts the connected parts with a breadth-first search from every student not yet reached.
    public int countCircles(int n, int[][] friendships) {
        List<List<Integer>> friends = new ArrayList<>();
        for (int student = 0; student <= n; student++) friends.add(new ArrayList<>());
        for (int[] pair : friendships) {
            friends.get(pair[0]).add(pair[1]);
            friends.get(pair[1]).add(pair[0]);
        }
        boolean[] reached = new boolean[n + 1];
        int circles = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int start = 1; start <= n; start++) {
            if (reached[start]) continue;
            circles++;
            reached[start] = true;
            queue.add(start);
            while (!queue.isEmpty()) {
                for (int friend : friends.get(queue.poll())) {
                    if (!reached[friend]) {
                        reached[friend] = true;
                        queue.add(friend);
                    }
                }
            }
        }
        return circles;
    }
}
