import java.io.IOException;
import java.io.InputStream;

public class Main {
    static class ListNode {
        int val;
        ListNode next;

        ListNode(int val) {
            this.val = val;
        }
    }

    // Return the middle node of the list (the second middle one when the length is even).
    static ListNode middleNode(ListNode head) {
        // TODO: write your solution here
        return head;
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        ListNode head = readList(in, n);
        System.out.println(middleNode(head).val);
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
