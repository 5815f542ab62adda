import java.io.*;

public class Main {
    // Return true if `line` is a clean palindrome: keep only letters and digits,
    // ignore letter case, and check that the result reads the same both ways.
    static boolean solve(String line) {
        int i = 0, j = line.length() - 1;
        while (true) {
            while (i < j && !isAlnum(line.charAt(i))) i++;
            while (i < j && !isAlnum(line.charAt(j))) j--;
            if (i >= j) return true;
            if (lower(line.charAt(i)) != lower(line.charAt(j))) return false;
            i++;
            j--;
        }
    }

    static boolean isAlnum(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }

    static char lower(char c) {
        return (c >= 'A' && c <= 'Z') ? (char) (c - 'A' + 'a') : c;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line = in.readLine();
        if (line == null) line = "";
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(solve(line) ? "YES" : "NO");
        out.flush();
    }
}
