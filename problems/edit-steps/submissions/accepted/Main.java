import java.io.*;

public class Main {
    // Return the minimum number of single-letter insertions, deletions and
    // replacements that turn a into b.
    static int solve(String a, String b) {
        int n = a.length(), m = b.length();
        char[] as = a.toCharArray();
        char[] bs = b.toCharArray();
        // prev[j] = distance between the first i-1 letters of a and the first j of b;
        // cur[j]  = the same for the first i letters of a.
        int[] prev = new int[m + 1];
        int[] cur = new int[m + 1];
        for (int j = 0; j <= m; j++) prev[j] = j;  // j insertions
        for (int i = 1; i <= n; i++) {
            cur[0] = i;  // i deletions
            for (int j = 1; j <= m; j++) {
                if (as[i - 1] == bs[j - 1]) {
                    cur[j] = prev[j - 1];
                } else {
                    // replace, delete a[i-1], insert b[j-1]
                    cur[j] = 1 + Math.min(prev[j - 1], Math.min(prev[j], cur[j - 1]));
                }
            }
            int[] tmp = prev;
            prev = cur;
            cur = tmp;
        }
        return prev[m];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String a = in.readLine().trim();
        String b = in.readLine().trim();
        System.out.println(solve(a, b));
    }
}
