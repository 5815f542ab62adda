import java.io.*;
import java.util.*;

public class Main {
    // Rule i says course before[i] must be completed before course after[i].
    // Returns the lexicographically smallest valid order of courses 1..n,
    // or an empty array if no valid order exists.
    static int[] solve(int n, int[] before, int[] after) {
        // TODO: write your solution here
        return new int[0];
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
