import java.io.*;

public class Main {
    // Return the length of the longest substring of s with all characters different.
    static int solve(String s) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine().trim();
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(solve(s));
        out.flush();
    }
}
