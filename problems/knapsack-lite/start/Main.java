import java.io.*;

public class Main {
    // Item i has weight weights[i] and value values[i]. Return the largest total
    // value of a set of items (each used at most once) with total weight <= capacity.
    static long solve(int capacity, int[] weights, long[] values) {
        // TODO: write your solution here
        return 0;
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
