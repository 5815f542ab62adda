import java.io.*;
import java.util.*;

public class Main {
    // change[i] is the change on day i + 1. Returns the number of stretches of consecutive days whose
    // changes add up to exactly target. The count can pass 2^31: keep it in a long.
    static long countStretches(long[] change, long target) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long target = Long.parseLong(st.nextToken());
        long[] change = new long[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) change[i] = Long.parseLong(st.nextToken());
        System.out.println(countStretches(change, target));
    }
}
