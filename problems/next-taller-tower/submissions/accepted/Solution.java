class Solution {
    public int[] nextTallerTower(int[] heights) {
        int[] answer = new int[heights.length];
        // towers still looking for a taller one; heights never increase towards the top
        int[] waiting = new int[heights.length];
        int size = 0;
        for (int j = 0; j < heights.length; j++) {
            while (size > 0 && heights[waiting[size - 1]] < heights[j]) {
                int i = waiting[--size];
                answer[i] = j - i;
            }
            waiting[size++] = j;
        }
        return answer;
    }
}
