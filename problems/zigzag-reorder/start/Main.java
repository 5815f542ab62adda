import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;

public class Main {
    static class ListNode {
        int val;
        ListNode next;

        ListNode(int val) {
            this.val = val;
        }
    }

    // Rearrange the nodes into the order L0, Ln-1, L1, Ln-2, ... by changing their
    // next pointers. The head stays first, so nothing is returned.
    static void reorderList(ListNode head) {
        // TODO: write your solution here
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        ListNode head = readList(in, n);
        reorderList(head);
        printList(head);
    }

    // Reads n values and links them into a list; returns its head (null when n = 0).
    static ListNode readList(FastReader in, int n) throws IOException {
        ListNode dummy = new ListNode(0);
        ListNode tail = dummy;
        for (int i = 0; i < n; i++) {
            tail.next = new ListNode(in.nextInt());
            tail = tail.next;
        }
        return dummy.next;
    }

    static void printList(ListNode head) {
        StringBuilder sb = new StringBuilder();
        for (ListNode cur = head; cur != null; cur = cur.next) {
            if (cur != head) sb.append(' ');
            sb.append(cur.val);
        }
        sb.append('\n');
        PrintWriter out = new PrintWriter(System.out);
        out.print(sb);
        out.flush();
    }

    static final class FastReader {
        private final InputStream stream;
        private final byte[] buf = new byte[1 << 16];
        private int len = 0;
        private int ptr = 0;

        FastReader(InputStream stream) {
            this.stream = stream;
        }

        private int read() throws IOException {
            if (ptr == len) {
                len = stream.read(buf, 0, buf.length);
                ptr = 0;
                if (len <= 0) return -1;
            }
            return buf[ptr++];
        }

        int nextInt() throws IOException {
            int c = read();
            while (c != -1 && c != '-' && (c < '0' || c > '9')) c = read();
            boolean neg = c == '-';
            if (neg) c = read();
            int res = 0;
            while (c >= '0' && c <= '9') {
                res = res * 10 + (c - '0');
                c = read();
            }
            return neg ? -res : res;
        }
    }
}
