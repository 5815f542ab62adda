class Solution {
    public int[] courseOrder(int numCourses, int[][] rules) {
        // Kahn's algorithm, always taking the smallest available course.
        List<List<Integer>> unlocks = new ArrayList<>();
        for (int course = 0; course <= numCourses; course++) unlocks.add(new ArrayList<>());
        int[] missing = new int[numCourses + 1];
        for (int[] rule : rules) {
            unlocks.get(rule[0]).add(rule[1]);
            missing[rule[1]]++;
        }
        PriorityQueue<Integer> available = new PriorityQueue<>();
        for (int course = 1; course <= numCourses; course++) {
            if (missing[course] == 0) available.offer(course);
        }
        int[] order = new int[numCourses];
        int taken = 0;
        while (!available.isEmpty()) {
            int course = available.poll();
            order[taken++] = course;
            for (int following : unlocks.get(course)) {
                if (--missing[following] == 0) available.offer(following);
            }
        }
        return taken == numCourses ? order : new int[0];
    }
}
