import java.io.*;

public class Main {
    // Return the length of the longest common subsequence of a and b.
    static int solve(String a, String b) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String a = in.readLine().trim();
        String b = in.readLine().trim();
        System.out.println(solve(a, b));
    }
}
