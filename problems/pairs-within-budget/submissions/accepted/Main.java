import java.io.*;
import java.util.*;

public class Main {
    // Counts pairs i < j with price[i] + price[j] <= budget. The count can pass 2^31: a long.
    static long countPairs(long[] price, long budget) {
        Arrays.sort(price);
        long pairs = 0;
        // Two pointers: if the cheapest left item fits with the dearest right one, it fits with every
        // item between them too (right - left pairs); otherwise the dearest item fits with nobody left.
        int left = 0, right = price.length - 1;
        while (left < right) {
            if (price[left] + price[right] <= budget) {
                pairs += right - left;
                left++;
            } else {
                right--;
            }
        }
        return pairs;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        long budget = readLong(in);
        long[] price = new long[n];
        for (int i = 0; i < n; i++) price[i] = readLong(in);
        System.out.println(countPairs(price, budget));
    }

    // Reads the next non-negative integer (faster than a Scanner for 200 000 numbers).
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
