import java.io.*;

public class Main {
    // Return the length of the longest common subsequence of a and b.
    static int solve(String a, String b) {
        int m = b.length();
        char[] bs = b.toCharArray();
        // prev[j] = LCS of the rows of a handled so far and the first j letters of b;
        // cur is the same for one more letter of a.
        int[] prev = new int[m + 1];
        int[] cur = new int[m + 1];
        for (int i = 0; i < a.length(); i++) {
            char ch = a.charAt(i);
            for (int j = 1; j <= m; j++) {
                if (ch == bs[j - 1]) cur[j] = prev[j - 1] + 1;
                else cur[j] = Math.max(prev[j], cur[j - 1]);
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
