import java.io.*;
import java.util.*;

public class Main {
    // Return all 1-based positions where p occurs in s, in increasing order.
    static List<Integer> solve(String s, String p) {
        // TODO: write your solution here
        return new ArrayList<>();
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
