import java.io.*;
import java.util.Arrays;

public class Main {
    // Return the length of the longest substring of s with all characters different.
    // Sliding window: `left` is the first index of the current window, and
    // last[c] is the latest index where character c was seen.
    static int solve(String s) {
        int[] last = new int[128];
        Arrays.fill(last, -1);
        int best = 0, left = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (last[c] >= left) left = last[c] + 1;
            last[c] = i;
            best = Math.max(best, i - left + 1);
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine().trim();
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(solve(s));
        out.flush();
    }
}
