import java.io.*;
import java.util.*;

public class Main {
    // Cable i joins buildings us[i] and vs[i] and costs costs[i].
    // Returns the minimum total cost of cables that connect buildings 1..n, or -1 if impossible.
    static long solve(int n, int[] us, int[] vs, int[] costs) {
        // TODO: write your solution here
        return 0;
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
