import java.io.*;

public class Main {
    // Return the run-length encoding of s: each run of equal letters becomes the
    // letter followed by the run length (the length is left out when it is 1).
    static String solve(String s) {
        // TODO: write your solution here
        return "";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine().trim();
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(solve(s));
        out.flush();
    }
}
