import java.io.*;
import java.util.*;

public class Main {
    // Return the number of pairs i < j with a[i] > a[j].
    static long solve(int[] a) {
        return sortCount(a, new int[a.length], 0, a.length);
    }

    // Sorts a[lo..hi) and returns the number of inversions inside it.
    static long sortCount(int[] a, int[] buffer, int lo, int hi) {
        if (hi - lo < 2) return 0;
        int mid = (lo + hi) >>> 1;
        long count = sortCount(a, buffer, lo, mid) + sortCount(a, buffer, mid, hi);
        // Merge the sorted halves. When a right element is taken before the remaining left
        // elements, it forms an inversion with each of them (they are strictly larger).
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) {
            if (a[i] <= a[j]) {
                buffer[k++] = a[i++];
            } else {
                count += mid - i;
                buffer[k++] = a[j++];
            }
        }
        while (i < mid) buffer[k++] = a[i++];
        while (j < hi) buffer[k++] = a[j++];
        System.arraycopy(buffer, lo, a, lo, hi - lo);
        return count;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = in.nextInt();
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(solve(a));
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
