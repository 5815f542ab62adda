import java.io.*;
import java.util.StringTokenizer;

public class Main {
    static final long MOD = 1_000_000_007L;

    // grid[i].charAt(j) is '.' (free) or '#' (rock). Return the number of right/down
    // paths from the top-left to the bottom-right cell, modulo MOD.
    static long solve(String[] grid) {
        int c = grid[0].length();
        // ways[j] = paths reaching cell (i, j) of the current row i. Before row 0,
        // ways[0] = 1 stands for the robot "entering" the start cell from above.
        long[] ways = new long[c];
        ways[0] = 1;
        for (String row : grid) {
            for (int j = 0; j < c; j++) {
                if (row.charAt(j) == '#') {
                    ways[j] = 0;  // nobody can stand on a rock
                } else if (j > 0) {
                    ways[j] = (ways[j] + ways[j - 1]) % MOD;  // from above + from the left
                }
                // j == 0 and free: only from above, ways[0] stays as it is
            }
        }
        return ways[c - 1];
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
