import java.io.*;

// Correct search, but the questions go through a buffered PrintWriter that is flushed only at the
// end. The first question never leaves the buffer, the judge never answers, and both sides wait
// until the time limit.
public class Main {
    static BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    static PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

    static long ask(int i) throws IOException {
        out.println("? " + i);
        String line = in.readLine();
        if (line == null) throw new EOFException();
        return Long.parseLong(line.trim());
    }

    public static void main(String[] args) throws IOException {
        int n = Integer.parseInt(in.readLine().trim());
        int low = 1, high = n;
        while (low < high) {
            int middle = low + (high - low) / 2;
            if (ask(middle) < ask(middle + 1)) low = middle + 1;
            else high = middle;
        }
        out.println("! " + low);
        out.flush();
    }
}
