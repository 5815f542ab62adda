import java.io.*;

public class Main {
    static BufferedReader in = new BufferedReader(new InputStreamReader(System.in));

    // Asks "? i" and returns the height of tower i. The flush sends the question at once.
    static long ask(int i) throws IOException {
        System.out.println("? " + i);
        System.out.flush();
        return Long.parseLong(in.readLine().trim());
    }

    // Writes the answer "! i" (a peak) and flushes it.
    static void answer(int i) {
        System.out.println("! " + i);
        System.out.flush();
    }

    public static void main(String[] args) throws IOException {
        int n = Integer.parseInt(in.readLine().trim());
        // TODO: write your solution here: ask(i) at most 40 times, then answer(peak).
    }
}
