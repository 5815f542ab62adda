import java.io.*;
import java.util.*;

public class Main {
    // Return {number of anagram families, size of the largest family}.
    // Two words are anagrams exactly when their sorted letters are equal,
    // so the sorted word is used as the key of the family.
    static int[] solve(String[] words) {
        HashMap<String, Integer> family = new HashMap<>(words.length * 2);
        int largest = 0;
        for (String w : words) {
            char[] letters = w.toCharArray();
            Arrays.sort(letters);
            int size = family.merge(new String(letters), 1, Integer::sum);
            largest = Math.max(largest, size);
        }
        return new int[] {family.size(), largest};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        String[] words = new String[n];
        for (int i = 0; i < n; i++) words[i] = in.readLine().trim();
        int[] res = solve(words);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(res[0] + " " + res[1]);
        out.flush();
    }
}
