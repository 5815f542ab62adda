import java.io.*;
import java.util.*;

public class Main {
    // grid[i].charAt(j) is one of '.', '#', 'S', 'E'.
    // Returns the minimum number of moves from S to E, or -1 if E cannot be reached.
    static int solve(String[] grid) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        int c = Integer.parseInt(st.nextToken());
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim();
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(solve(grid));
        out.flush();
    }
}
