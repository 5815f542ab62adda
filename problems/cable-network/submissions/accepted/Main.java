import java.io.*;
import java.util.*;

public class Main {
    static int[] parent;
    static int[] size;

    static int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];  // path halving
            x = parent[x];
        }
        return x;
    }

    // Cable i joins buildings us[i] and vs[i] and costs costs[i].
    // Returns the minimum total cost of cables that connect buildings 1..n, or -1 if impossible.
    static long solve(int n, int[] us, int[] vs, int[] costs) {
        int m = us.length;
        // Kruskal's algorithm: try the cables from cheapest to most expensive and keep a cable
        // whenever it joins two parts of the network that are not connected yet.
        // Sort cable indices by cost: pack (cost, index) into one long and sort primitives.
        long[] keys = new long[m];
        for (int i = 0; i < m; i++) keys[i] = ((long) costs[i] << 20) | i;
        Arrays.sort(keys);

        parent = new int[n + 1];
        size = new int[n + 1];
        for (int i = 0; i <= n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        long total = 0;  // can exceed 2^31 - 1
        int used = 0;
        for (int k = 0; k < m && used < n - 1; k++) {
            int i = (int) (keys[k] & ((1 << 20) - 1));
            int a = find(us[i]);
            int b = find(vs[i]);
            if (a == b) continue;
            if (size[a] < size[b]) {
                int t = a; a = b; b = t;
            }
            parent[b] = a;
            size[a] += size[b];
            total += costs[i];
            used++;
        }
        return used == n - 1 ? total : -1;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        int m = in.nextInt();
        int[] us = new int[m];
        int[] vs = new int[m];
        int[] costs = new int[m];
        for (int i = 0; i < m; i++) {
            us[i] = in.nextInt();
            vs[i] = in.nextInt();
            costs[i] = in.nextInt();
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(solve(n, us, vs, costs));
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
