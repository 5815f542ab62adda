import java.io.*;

public class Main {
    // Return the maximum sum of elements of a with no two adjacent elements chosen.
    static long solve(long[] a) {
        // Over the prefix handled so far:
        // take = best sum that uses the last element, skip = best sum that does not.
        long take = 0, skip = 0;
        for (long x : a) {
            long newTake = skip + x;      // x can only follow a skipped element
            long newSkip = Math.max(take, skip);
            take = newTake;
            skip = newSkip;
        }
        return Math.max(take, skip);
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[] a = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            a[i] = (long) in.nval;
        }
        System.out.println(solve(a));
    }
}
