import java.io.*;

public class Main {
    // Return true if the bracket string s is balanced.
    // Keep the open brackets on a stack; a closing bracket must match the top.
    static boolean solve(String s) {
        char[] stack = new char[s.length()];
        int top = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                stack[top++] = c;
            } else {
                char want = c == ')' ? '(' : c == ']' ? '[' : '{';
                if (top == 0 || stack[top - 1] != want) return false;
                top--;
            }
        }
        return top == 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int t = Integer.parseInt(in.readLine().trim());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < t; i++) {
            String s = in.readLine().trim();
            sb.append(solve(s) ? "YES\n" : "NO\n");
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
