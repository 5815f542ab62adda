import java.io.*;
import java.util.*;

public class Main {
    // grid[i].charAt(j) is '#' (land) or '.' (water).
    // Returns the number of islands (groups of land cells joined through shared sides).
    static int solve(String[] grid) {
        int r = grid.length, c = grid[0].length();
        boolean[] seen = new boolean[r * c];
        int[] stack = new int[r * c];  // an explicit stack of cells i * c + j
        int[] dr = {-1, 1, 0, 0};
        int[] dc = {0, 0, -1, 1};
        int islands = 0;
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                if (grid[i].charAt(j) != '#' || seen[i * c + j]) continue;
                // A land cell that no earlier island reached: a new island. Flood it.
                islands++;
                seen[i * c + j] = true;
                int top = 0;
                stack[top++] = i * c + j;
                while (top > 0) {
                    int cell = stack[--top];
                    int x = cell / c, y = cell % c;
                    for (int d = 0; d < 4; d++) {
                        int nx = x + dr[d], ny = y + dc[d];
                        if (nx < 0 || nx >= r || ny < 0 || ny >= c) continue;
                        if (grid[nx].charAt(ny) != '#' || seen[nx * c + ny]) continue;
                        seen[nx * c + ny] = true;
                        stack[top++] = nx * c + ny;
                    }
                }
            }
        }
        return islands;
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
