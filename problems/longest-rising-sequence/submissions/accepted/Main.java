import java.io.*;

public class Main {
    // Return the length of the longest strictly increasing subsequence of a.
    static int solve(int[] a) {
        // tails[k] = smallest possible last value of a strictly increasing
        // subsequence of length k + 1 among the values seen so far.
        // tails[0..len) is strictly increasing, so we can binary search in it.
        int[] tails = new int[a.length];
        int len = 0;
        for (int x : a) {
            // First position with tails[pos] >= x (so equal values never extend).
            int lo = 0, hi = len;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (tails[mid] < x) lo = mid + 1;
                else hi = mid;
            }
            tails[lo] = x;
            if (lo == len) len++;
        }
        return len;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            a[i] = (int) in.nval;
        }
        System.out.println(solve(a));
    }
}
