class Solution {
    public List<String> topKFrequent(String[] words, int k) {
        Map<String, Integer> count = new HashMap<>();
        for (String word : words) count.merge(word, 1, Integer::sum);
        // A heap whose head is the worst of the k kept: the lower frequency, then the later word.
        PriorityQueue<String> kept = new PriorityQueue<>(
            (left, right) -> count.get(left).equals(count.get(right))
                ? right.compareTo(left)
                : Integer.compare(count.get(left), count.get(right)));
        for (String word : count.keySet()) {
            kept.offer(word);
            if (kept.size() > k) kept.poll();
        }
        List<String> top = new ArrayList<>();
        while (!kept.isEmpty()) top.add(kept.poll());
        Collections.reverse(top);
        return top;
    }
}
