import java.io.*;

public class Main {
    // Return true if `line` is a clean palindrome: keep only letters and digits,
    // ignore letter case, and check that the result reads the same both ways.
    static boolean solve(String line) {
        // TODO: write your solution here
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line = in.readLine();
        if (line == null) line = "";
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(solve(line) ? "YES" : "NO");
        out.flush();
    }
}
