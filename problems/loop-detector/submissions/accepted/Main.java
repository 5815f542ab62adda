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

    // Return the node where the walk from head enters a cycle, or null if the
    // walk reaches the end of the list. Use O(1) extra memory.
    static ListNode detectCycle(ListNode head) {
        // Floyd: `fast` moves two steps for every step of `slow`. If there is a
        // cycle they meet inside it. Let the tail (head to entry) have length T and
        // let them meet D steps after the entry on a cycle of length C. Then
        // 2(T + D) - (T + D) is a multiple of C, so T is congruent to C - D (mod C):
        // walking T steps from the head and from the meeting point ends at the entry.
        ListNode slow = head;
        ListNode fast = head;
        while (fast != null && fast.next != null) {
            slow = slow.next;
            fast = fast.next.next;
            if (slow == fast) {
                ListNode p = head;
                while (p != slow) {
                    p = p.next;
                    slow = slow.next;
                }
                return p;
            }
        }
        return null; // fast fell off the end: no cycle
    }

    public static void main(String[] args) throws IOException {
        FastReader in = new FastReader(System.in);
        int n = in.nextInt();
        int h = in.nextInt();
        ListNode[] nodes = new ListNode[n + 1]; // nodes[i] is node number i; nodes[0] stays null
        for (int i = 1; i <= n; i++) nodes[i] = new ListNode(i);
        for (int i = 1; i <= n; i++) nodes[i].next = nodes[in.nextInt()];

        ListNode entry = detectCycle(nodes[h]);
        System.out.println(entry == null ? 0 : entry.val);
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
