import java.io.*;

public class Main {
    // Return the minimum number of coins (each value in coins usable any number
    // of times) with total value exactly x, or -1 if that is impossible.
    static int solve(int x, int[] coins) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int x = (int) in.nval;
        int[] coins = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            coins[i] = (int) in.nval;
        }
        System.out.println(solve(x, coins));
    }
}
