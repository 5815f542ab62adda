import java.io.*;
import java.util.*;

// Partial (groups 1 and 2, 50 points): the right method, but the count is an int. Up to n = 20 000
// there are at most 199 990 000 pairs; group 3 has up to 2 * 10^10, and the int wraps around.
public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        long budget = readLong(in);
        long[] price = new long[n];
        for (int i = 0; i < n; i++) price[i] = readLong(in);
        Arrays.sort(price);
        int pairs = 0;
        int left = 0, right = n - 1;
        while (left < right) {
            if (price[left] + price[right] <= budget) {
                pairs += right - left;
                left++;
            } else {
                right--;
            }
        }
        System.out.println(pairs);
    }

    static long readLong(DataInputStream in) throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        long value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return value;
    }
}
