import java.io.*;

public class Main {
    static BufferedReader in = new BufferedReader(new InputStreamReader(System.in));

    // Asks "? y" and returns the judge's answer: '<' (x is smaller), '>' (x is larger) or '=' (found).
    // The flush sends the question, so the judge sees it at once.
    static char ask(long y) throws IOException {
        System.out.println("? " + y);
        System.out.flush();
        return in.readLine().trim().charAt(0);
    }

    public static void main(String[] args) throws IOException {
        long n = Long.parseLong(in.readLine().trim());
        // TODO: write your solution here: call ask(y) until it returns '=', then return.
    }
}
