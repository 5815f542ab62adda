import java.io.*;

public class Main {
    // Return true if the bracket string s is balanced.
    static boolean solve(String s) {
        // TODO: write your solution here
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int t = Integer.parseInt(in.readLine().trim());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < t; i++) {
            String s = in.readLine().trim();
            sb.append(solve(s) ? "YES\n" : "NO\n");
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
