import java.io.*;

public class Main {
    static BufferedReader in = new BufferedReader(new InputStreamReader(System.in));

    // Asks "? x" and returns the reply: '<' (the number is smaller), '>' (larger) or '=' (found).
    // The flush sends the question now: without it both sides would wait forever.
    static char ask(long x) throws IOException {
        System.out.println("? " + x);
        System.out.flush();
        return in.readLine().trim().charAt(0);
    }

    public static void main(String[] args) throws IOException {
        long n = Long.parseLong(in.readLine().trim());
        // The number is always in [low, high]; each question halves the range, so 30 suffice for 10^9.
        long low = 1, high = n;
        while (true) {
            long middle = low + (high - low) / 2;
            char reply = ask(middle);
            if (reply == '=') break;
            if (reply == '<') high = middle - 1;
            else low = middle + 1;
        }
    }
}
