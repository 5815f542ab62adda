import java.io.*;

public class Main {
    static BufferedReader in = new BufferedReader(new InputStreamReader(System.in));

    // Asks "? i" and returns the height of tower i. The flush sends the question at once.
    static long ask(int i) throws IOException {
        System.out.println("? " + i);
        System.out.flush();
        return Long.parseLong(in.readLine().trim());
    }

    public static void main(String[] args) throws IOException {
        int n = Integer.parseInt(in.readLine().trim());
        // [low, high] always holds a peak: the towers rise into it from outside (or it touches an end).
        // Comparing the middle with its right neighbour keeps the half that rises: 2 questions per halving.
        int low = 1, high = n;
        while (low < high) {
            int middle = low + (high - low) / 2;
            if (ask(middle) < ask(middle + 1)) low = middle + 1;
            else high = middle;
        }
        System.out.println("! " + low);
        System.out.flush();
    }
}
