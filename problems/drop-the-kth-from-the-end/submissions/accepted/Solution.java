class Solution {
    public ListNode removeKthFromEnd(ListNode head, int k) {
        ListNode dummy = new ListNode(0, head);
        ListNode lead = dummy;
        for (int step = 0; step < k; step++) lead = lead.next;
        // lead is k nodes ahead of trail; when lead is the tail, trail is just before the node to drop
        ListNode trail = dummy;
        while (lead.next != null) {
            lead = lead.next;
            trail = trail.next;
        }
        trail.next = trail.next.next;
        return dummy.next;
    }
}
