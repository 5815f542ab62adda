import java.io.*;
import java.util.*;

public class Main {
    // Return the k most frequent words: higher frequency first, ties alphabetically.
    static List<String> solve(String[] words, int k) {
        // TODO: write your solution here
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        String[] words = new String[n];
        st = new StringTokenizer("");
        for (int i = 0; i < n; i++) {
            while (!st.hasMoreTokens()) st = new StringTokenizer(in.readLine());
            words[i] = st.nextToken();
        }
        StringBuilder sb = new StringBuilder();
        for (String w : solve(words, k)) sb.append(w).append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
