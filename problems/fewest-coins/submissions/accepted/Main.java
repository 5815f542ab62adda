import java.io.*;
import java.util.Arrays;

public class Main {
    // Return the minimum number of coins (each value in coins usable any number
    // of times) with total value exactly x, or -1 if that is impossible.
    static int solve(int x, int[] coins) {
        final int INF = Integer.MAX_VALUE / 2;
        // best[s] = fewest coins with total exactly s (INF if s cannot be paid).
        int[] best = new int[x + 1];
        Arrays.fill(best, INF);
        best[0] = 0;
        for (int c : coins) {
            // Increasing s: best[s - c] may already use coin c, which is allowed.
            for (int s = c; s <= x; s++) {
                best[s] = Math.min(best[s], best[s - c] + 1);
            }
        }
        return best[x] >= INF ? -1 : best[x];
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
