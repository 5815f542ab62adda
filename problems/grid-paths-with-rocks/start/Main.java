import java.io.*;
import java.util.StringTokenizer;

public class Main {
    static final long MOD = 1_000_000_007L;

    // grid[i].charAt(j) is '.' (free) or '#' (rock). Return the number of right/down
    // paths from the top-left to the bottom-right cell, modulo MOD.
    static long solve(String[] grid) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        int c = Integer.parseInt(st.nextToken());
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim();
        System.out.println(solve(grid));
    }
}
