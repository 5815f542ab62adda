import java.io.*;
import java.util.*;

public class Main {
    // Rivalry i says players us[i] and vs[i] must be on different teams.
    // Returns true if players 1..n can be split into two such teams.
    static boolean solve(int n, int[] us, int[] vs) {
        int m = us.length;
        // Adjacency lists in compressed form: the rivals of u are nb[start[u] .. start[u+1]-1].
        int[] start = new int[n + 2];
        for (int i = 0; i < m; i++) {
            start[us[i] + 1]++;
            start[vs[i] + 1]++;
        }
        for (int u = 1; u <= n + 1; u++) start[u] += start[u - 1];
        int[] nb = new int[2 * m];
        int[] fill = Arrays.copyOf(start, n + 2);
        for (int i = 0; i < m; i++) {
            nb[fill[us[i]]++] = vs[i];
            nb[fill[vs[i]]++] = us[i];
        }

        int[] team = new int[n + 1];  // -1: not placed yet, otherwise 0 or 1
        Arrays.fill(team, -1);
        int[] queue = new int[n];
        // Breadth-first search from every player not placed yet (the rivalry graph may have many
        // separate groups). Each rival of a placed player must go to the other team.
        for (int s = 1; s <= n; s++) {
            if (team[s] != -1) continue;
            team[s] = 0;
            int head = 0, tail = 0;
            queue[tail++] = s;
            while (head < tail) {
                int u = queue[head++];
                for (int k = start[u]; k < start[u + 1]; k++) {
                    int v = nb[k];
                    if (team[v] == -1) {
                        team[v] = 1 - team[u];
                        queue[tail++] = v;
                    } else if (team[v] == team[u]) {
                        return false;  // two rivals forced onto the same team
                    }
                }
            }
        }
        return true;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        int m = in.nextInt();
        int[] us = new int[m];
        int[] vs = new int[m];
        for (int i = 0; i < m; i++) {
            us[i] = in.nextInt();
            vs[i] = in.nextInt();
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(solve(n, us, vs) ? "YES" : "NO");
        out.flush();
    }

    // Reads integers quickly from a byte stream.
    static class FastReader {
        private final DataInputStream stream;
        private final byte[] buffer = new byte[1 << 16];
        private int length = 0, pointer = 0;

        FastReader(InputStream is) {
            stream = new DataInputStream(is);
        }

        private int read() throws IOException {
            if (pointer == length) {
                length = stream.read(buffer, 0, buffer.length);
                pointer = 0;
                if (length <= 0) return -1;
            }
            return buffer[pointer++];
        }

        int nextInt() throws IOException {
            int c = read();
            while (c != '-' && (c < '0' || c > '9')) c = read();
            boolean negative = c == '-';
            if (negative) c = read();
            int result = 0;
            while (c >= '0' && c <= '9') {
                result = result * 10 + (c - '0');
                c = read();
            }
            return negative ? -result : result;
        }
    }
}
