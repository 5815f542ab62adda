import java.io.*;

public class Main {
    static final long MOD = 1_000_000_007L;

    // For every n in ns, return the number of ways to climb n steps
    // (strides of 1, 2 or 3), modulo MOD. Answers in the same order as ns.
    static long[] solve(int[] ns) {
        // TODO: write your solution here
        return new long[ns.length];
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
