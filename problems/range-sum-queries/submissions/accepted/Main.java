import java.io.*;
import java.util.*;

public class Main {
    // a is the array (a[0] is position 1); ls[i], rs[i] are the i-th query's bounds, 1-based and inclusive.
    // Return one sum per query, in the same order.
    static long[] solve(long[] a, int[] ls, int[] rs) {
        long[] answers = new long[ls.length];
        // prefix[i] = a[0] + ... + a[i-1], so the sum of positions l..r is prefix[r] - prefix[l-1].
        long[] prefix = new long[a.length + 1];
        for (int i = 0; i < a.length; i++) prefix[i + 1] = prefix[i] + a[i];
        for (int i = 0; i < ls.length; i++) answers[i] = prefix[rs[i]] - prefix[ls[i] - 1];
        return answers;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt(), q = in.nextInt();
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = in.nextLong();
        int[] ls = new int[q], rs = new int[q];
        for (int i = 0; i < q; i++) {
            ls[i] = in.nextInt();
            rs[i] = in.nextInt();
        }
        long[] answers = solve(a, ls, rs);
        StringBuilder sb = new StringBuilder();
        for (long x : answers) sb.append(x).append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }

    /** Reads whitespace-separated integers quickly from an input stream. */
    static class FastReader {
        private final DataInputStream in;
        private final byte[] buf = new byte[1 << 16];
        private int len = 0, ptr = 0;

        FastReader(InputStream is) {
            in = new DataInputStream(is);
        }

        private int read() throws IOException {
            if (ptr == len) {
                len = in.read(buf, 0, buf.length);
                ptr = 0;
                if (len <= 0) return -1;
            }
            return buf[ptr++];
        }

        long nextLong() throws IOException {
            int c = read();
            while (c != '-' && (c < '0' || c > '9')) {
                if (c == -1) throw new EOFException();
                c = read();
            }
            boolean neg = false;
            if (c == '-') {
                neg = true;
                c = read();
            }
            long r = 0;
            while (c >= '0' && c <= '9') {
                r = r * 10 + (c - '0');
                c = read();
            }
            return neg ? -r : r;
        }

        int nextInt() throws IOException {
            return (int) nextLong();
        }
    }
}
