import java.io.*;
import java.util.*;

public class Main {
    // Return the number of pairs i < j with a[i] + a[j] == t.
    static long solve(long[] a, long t) {
        // Walk left to right; seen.get(v) = how many earlier elements equal v.
        // Element x pairs with every earlier element equal to t - x.
        HashMap<Long, Integer> seen = new HashMap<>(2 * a.length);
        long pairs = 0;
        for (long x : a) {
            pairs += seen.getOrDefault(t - x, 0);
            seen.merge(x, 1, Integer::sum);
        }
        return pairs;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        long t = in.nextLong();
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = in.nextLong();
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(solve(a, t));
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
