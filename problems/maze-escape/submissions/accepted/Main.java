import java.io.*;
import java.util.*;

public class Main {
    // grid[i].charAt(j) is one of '.', '#', 'S', 'E'.
    // Returns the minimum number of moves from S to E, or -1 if E cannot be reached.
    static int solve(String[] grid) {
        int r = grid.length, c = grid[0].length();
        int[] dist = new int[r * c];
        Arrays.fill(dist, -1);
        int[] queue = new int[r * c];  // cells stored as i * c + j
        int head = 0, tail = 0;
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++)
                if (grid[i].charAt(j) == 'S') {
                    dist[i * c + j] = 0;
                    queue[tail++] = i * c + j;
                }
        int[] dr = {-1, 1, 0, 0};
        int[] dc = {0, 0, -1, 1};
        // Breadth-first search: cells leave the queue in order of their distance from S.
        while (head < tail) {
            int cell = queue[head++];
            int i = cell / c, j = cell % c;
            if (grid[i].charAt(j) == 'E') return dist[cell];
            for (int d = 0; d < 4; d++) {
                int ni = i + dr[d], nj = j + dc[d];
                if (ni < 0 || ni >= r || nj < 0 || nj >= c) continue;
                int next = ni * c + nj;
                if (grid[ni].charAt(nj) == '#' || dist[next] != -1) continue;
                dist[next] = dist[cell] + 1;
                queue[tail++] = next;
            }
        }
        return -1;
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
