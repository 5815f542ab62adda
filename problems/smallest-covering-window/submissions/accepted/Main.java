import java.io.*;

public class Main {
    // Return the length of the shortest substring of s that contains every
    // character of t (with multiplicity), or -1 if there is none.
    // Sliding window: need[c] is how many more copies of c the window [l, r]
    // still lacks (negative when it has spare copies); missing is the sum of
    // the positive parts of need.
    static int solve(String s, String t) {
        int[] need = new int[128];
        for (int i = 0; i < t.length(); i++) need[t.charAt(i)]++;
        int missing = t.length();
        int best = Integer.MAX_VALUE;
        int l = 0;
        for (int r = 0; r < s.length(); r++) {
            if (need[s.charAt(r)]-- > 0) missing--;
            while (missing == 0) { // [l, r] covers t: try to shrink it from the left
                best = Math.min(best, r - l + 1);
                if (++need[s.charAt(l)] > 0) missing++;
                l++;
            }
        }
        return best == Integer.MAX_VALUE ? -1 : best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine().trim();
        String t = in.readLine().trim();
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(solve(s, t));
        out.flush();
    }
}
