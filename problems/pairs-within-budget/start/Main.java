import java.io.*;
import java.util.*;

public class Main {
    // price holds the n prices; returns the number of pairs i < j with price[i] + price[j] <= budget.
    // The count can pass 2^31: keep it in a long.
    static long countPairs(long[] price, long budget) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long budget = Long.parseLong(st.nextToken());
        long[] price = new long[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) price[i] = Long.parseLong(st.nextToken());
        System.out.println(countPairs(price, budget));
    }
}
