import java.io.*;

public class Main {
    // Item i has weight weights[i] and value values[i]. Return the largest total
    // value of a set of items (each used at most once) with total weight <= capacity.
    static long solve(int capacity, int[] weights, long[] values) {
        // best[c] = largest value of the items seen so far with total weight <= c.
        long[] best = new long[capacity + 1];
        for (int i = 0; i < weights.length; i++) {
            int w = weights[i];
            // Decreasing c: best[c - w] still describes the items before item i,
            // so item i is used at most once.
            for (int c = capacity; c >= w; c--) {
                best[c] = Math.max(best[c], best[c - w] + values[i]);
            }
        }
        return best[capacity];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int capacity = (int) in.nval;
        int[] weights = new int[n];
        long[] values = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            weights[i] = (int) in.nval;
            in.nextToken();
            values[i] = (long) in.nval;
        }
        System.out.println(solve(capacity, weights, values));
    }
}
