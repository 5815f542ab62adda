import java.io.*;
import java.util.*;

public class Main {
    // Rule i says course before[i] must be completed before course after[i].
    // Returns the lexicographically smallest valid order of courses 1..n,
    // or an empty array if no valid order exists.
    static int[] solve(int n, int[] before, int[] after) {
        int m = before.length;
        // Adjacency lists in compressed form: courses unlocked by c are
        // after[rule] for rule in byCourse[start[c] .. start[c+1]-1].
        int[] start = new int[n + 2];
        int[] missing = new int[n + 1];  // prerequisites not yet taken
        for (int i = 0; i < m; i++) {
            start[before[i] + 1]++;
            missing[after[i]]++;
        }
        for (int c = 1; c <= n + 1; c++) start[c] += start[c - 1];
        int[] byCourse = new int[m];
        int[] fill = Arrays.copyOf(start, n + 2);
        for (int i = 0; i < m; i++) byCourse[fill[before[i]]++] = i;

        // Kahn's algorithm, always taking the smallest course that is available right now.
        PriorityQueue<Integer> available = new PriorityQueue<>();
        for (int c = 1; c <= n; c++)
            if (missing[c] == 0) available.add(c);
        int[] order = new int[n];
        int taken = 0;
        while (!available.isEmpty()) {
            int c = available.poll();
            order[taken++] = c;
            for (int k = start[c]; k < start[c + 1]; k++) {
                int next = after[byCourse[k]];
                if (--missing[next] == 0) available.add(next);
            }
        }
        if (taken < n) return new int[0];  // the remaining courses wait on each other in a cycle
        return order;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        int m = in.nextInt();
        int[] before = new int[m];
        int[] after = new int[m];
        for (int i = 0; i < m; i++) {
            before[i] = in.nextInt();
            after[i] = in.nextInt();
        }
        int[] order = solve(n, before, after);
        StringBuilder sb = new StringBuilder();
        if (order.length == 0) {
            sb.append("IMPOSSIBLE");
        } else {
            for (int i = 0; i < order.length; i++) {
                if (i > 0) sb.append(' ');
                sb.append(order[i]);
            }
        }
        sb.append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
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
