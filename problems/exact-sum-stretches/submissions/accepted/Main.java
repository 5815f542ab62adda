import java.io.*;
import java.util.*;

public class Main {
    // Counts stretches l..r with change[l] + ... + change[r] == target. The count can pass 2^31.
    static long countStretches(long[] change, long target) {
        // A stretch l..r sums to target exactly when prefix(r) - prefix(l - 1) == target, so for each r
        // count the earlier prefix sums equal to prefix(r) - target. The empty prefix (0) counts too:
        // it stands for the stretches that start on day 1.
        HashMap<Long, Integer> seen = new HashMap<>(change.length * 2 + 2);
        seen.put(0L, 1);
        long prefix = 0, stretches = 0;
        for (long c : change) {
            prefix += c;
            stretches += seen.getOrDefault(prefix - target, 0);
            seen.merge(prefix, 1, Integer::sum);
        }
        return stretches;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        long target = readLong(in);
        long[] change = new long[n];
        for (int i = 0; i < n; i++) change[i] = readLong(in);
        System.out.println(countStretches(change, target));
    }

    // Reads the next integer, possibly negative (faster than a Scanner for 200 000 numbers).
    static long readLong(DataInputStream in) throws IOException {
        int c = in.read();
        while (c != '-' && (c < '0' || c > '9')) c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        long value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }
}
