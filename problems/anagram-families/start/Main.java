import java.io.*;

public class Main {
    // Return {number of anagram families, size of the largest family}.
    static int[] solve(String[] words) {
        // TODO: write your solution here
        return new int[] {0, 0};
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
