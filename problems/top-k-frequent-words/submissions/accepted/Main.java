import java.io.*;
import java.util.*;

public class Main {
    // Return the k most frequent words: higher frequency first, ties alphabetically.
    // Sorting the words puts equal words next to each other and the distinct
    // words in alphabetical order; a stable counting sort by frequency (highest
    // first) then keeps equally frequent words alphabetical.
    static List<String> solve(String[] words, int k) {
        String[] sorted = words.clone();
        Arrays.sort(sorted);
        int n = sorted.length, d = 0, maxCount = 0;
        String[] distinct = new String[n];
        int[] count = new int[n];
        for (int i = 0; i < n; i++) {
            if (d > 0 && distinct[d - 1].equals(sorted[i])) {
                count[d - 1]++;
            } else {
                distinct[d] = sorted[i];
                count[d++] = 1;
            }
            maxCount = Math.max(maxCount, count[d - 1]);
        }
        // start[c] = first place in the answer for words that occur c times
        int[] start = new int[maxCount + 2];
        for (int i = 0; i < d; i++) start[count[i]]++;
        int place = 0;
        for (int c = maxCount; c >= 1; c--) {
            int size = start[c];
            start[c] = place;
            place += size;
        }
        String[] order = new String[d];
        for (int i = 0; i < d; i++) order[start[count[i]]++] = distinct[i];
        return Arrays.asList(order).subList(0, k);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        String[] words = new String[n];
        st = new StringTokenizer("");
        for (int i = 0; i < n; i++) {
            while (!st.hasMoreTokens()) st = new StringTokenizer(in.readLine());
            words[i] = st.nextToken();
        }
        StringBuilder sb = new StringBuilder();
        for (String w : solve(words, k)) sb.append(w).append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
