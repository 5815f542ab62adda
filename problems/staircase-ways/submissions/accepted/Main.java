import java.io.*;

public class Main {
    static final long MOD = 1_000_000_007L;

    // For every n in ns, return the number of ways to climb n steps
    // (strides of 1, 2 or 3), modulo MOD. Answers in the same order as ns.
    static long[] solve(int[] ns) {
        int maxN = 0;
        for (int n : ns) maxN = Math.max(maxN, n);
        // ways[i] = number of ways to reach step i; the last stride is 1, 2 or 3.
        long[] ways = new long[maxN + 1];
        ways[0] = 1;
        for (int i = 1; i <= maxN; i++) {
            long w = ways[i - 1];
            if (i >= 2) w += ways[i - 2];
            if (i >= 3) w += ways[i - 3];
            ways[i] = w % MOD;
        }
        long[] answers = new long[ns.length];
        for (int i = 0; i < ns.length; i++) answers[i] = ways[ns[i]];
        return answers;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int q = (int) in.nval;
        int[] ns = new int[q];
        for (int i = 0; i < q; i++) {
            in.nextToken();
            ns[i] = (int) in.nval;
        }
        long[] answers = solve(ns);
        StringBuilder sb = new StringBuilder();
        for (long a : answers) sb.append(a).append('\n');
        System.out.print(sb);
    }
}
