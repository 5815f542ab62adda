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

    // Reverse the list that starts at head and return the new head.
    static ListNode reverseList(ListNode head) {
        ListNode prev = null;
        ListNode cur = head;
        while (cur != null) {
            ListNode nxt = cur.next; // remember the rest of the list
            cur.next = prev;         // turn this link around
            prev = cur;
            cur = nxt;
        }
        return prev;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        ListNode head = readList(in, n);
        printList(reverseList(head));
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
