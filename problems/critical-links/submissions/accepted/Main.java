import java.io.*;
import java.util.*;

public class Main {
    // Link i joins servers us[i] and vs[i].
    // Returns the number of critical links (bridges).
    static int solve(int n, int[] us, int[] vs) {
        int m = us.length;
        // Adjacency lists in compressed form: the links at u are linkAt[start[u] .. start[u+1]-1]
        // (link indices, so that parallel links can be told apart).
        int[] start = new int[n + 2];
        for (int i = 0; i < m; i++) {
            start[us[i] + 1]++;
            start[vs[i] + 1]++;
        }
        for (int u = 1; u <= n + 1; u++) start[u] += start[u - 1];
        int[] linkAt = new int[2 * m];
        int[] fill = Arrays.copyOf(start, n + 2);
        for (int i = 0; i < m; i++) {
            linkAt[fill[us[i]]++] = i;
            linkAt[fill[vs[i]]++] = i;
        }

        // Depth-first search with an explicit stack (a recursive one could go 5 · 10^4 calls deep).
        // tin[u]: when u was discovered; low[u]: the earliest discovery time reachable from u's
        // subtree using at most one link that is not a tree link. The tree link parent-u is
        // critical exactly when low[u] > tin[parent]: nothing below u climbs back above it.
        int[] tin = new int[n + 1];
        int[] low = new int[n + 1];
        int[] parentLink = new int[n + 1];
        int[] next = new int[n + 1];  // position of the next link of u to look at
        int[] stack = new int[n];
        int timer = 0, bridges = 0;
        for (int root = 1; root <= n; root++) {
            if (tin[root] != 0) continue;
            tin[root] = low[root] = ++timer;
            parentLink[root] = -1;
            next[root] = start[root];
            int top = 0;
            stack[top++] = root;
            while (top > 0) {
                int u = stack[top - 1];
                if (next[u] < start[u + 1]) {
                    int id = linkAt[next[u]++];
                    if (id == parentLink[u]) continue;  // do not go back along the same link
                    int v = us[id] == u ? vs[id] : us[id];
                    if (tin[v] != 0) {
                        low[u] = Math.min(low[u], tin[v]);  // a link back to an earlier server
                    } else {
                        tin[v] = low[v] = ++timer;
                        parentLink[v] = id;
                        next[v] = start[v];
                        stack[top++] = v;
                    }
                } else {
                    top--;  // u is finished: report to its parent
                    if (top > 0) {
                        int p = stack[top - 1];
                        low[p] = Math.min(low[p], low[u]);
                        if (low[u] > tin[p]) bridges++;
                    }
                }
            }
        }
        return bridges;
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
        out.println(solve(n, us, vs));
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
