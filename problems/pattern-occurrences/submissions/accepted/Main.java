import java.io.*;
import java.util.*;

public class Main {
    // Return all 1-based positions where p occurs in s, in increasing order.
    // Knuth-Morris-Pratt: pi[i] is the length of the longest proper prefix of
    // p[0..i] that is also a suffix of it. Runs in O(|s| + |p|).
    static List<Integer> solve(String s, String p) {
        int n = s.length(), m = p.length();
        List<Integer> res = new ArrayList<>();
        if (m > n) return res;
        char[] a = s.toCharArray(), b = p.toCharArray();
        int[] pi = new int[m];
        for (int i = 1, k = 0; i < m; i++) {
            while (k > 0 && b[k] != b[i]) k = pi[k - 1];
            if (b[k] == b[i]) k++;
            pi[i] = k;
        }
        for (int i = 0, k = 0; i < n; i++) {
            while (k > 0 && b[k] != a[i]) k = pi[k - 1];
            if (b[k] == a[i]) k++;
            if (k == m) {
                res.add(i - m + 2); // match ends at i (0-based), starts at i-m+1
                k = pi[k - 1];
            }
        }
        return res;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine().trim();
        String p = in.readLine().trim();
        List<Integer> pos = solve(s, p);
        StringBuilder sb = new StringBuilder();
        sb.append(pos.size()).append('\n');
        for (int i = 0; i < pos.size(); i++) {
            if (i > 0) sb.append(' ');
            sb.append(pos.get(i));
        }
        sb.append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
