import java.io.*;

public class Main {
    // Return the length of the shortest substring of s that contains every
    // character of t (with multiplicity), or -1 if there is none.
    static int solve(String s, String t) {
        // TODO: write your solution here
        return 0;
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
