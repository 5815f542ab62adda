#include <iostream>
#include <string>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Reverse every block of k consecutive nodes (a last block shorter than k stays
// as it is) and return the head of the resulting list.
ListNode* reverseKGroup(ListNode* head, int k) {
    ListNode dummy(0);
    dummy.next = head;
    ListNode* before = &dummy;  // last node of the part that is already done
    while (true) {
        // Is there a full block of k nodes after `before`?
        ListNode* probe = before;
        for (int i = 0; i < k && probe != nullptr; i++) probe = probe->next;
        if (probe == nullptr) break;  // fewer than k nodes left: keep them as they are
        ListNode* after = probe->next;  // first node after the block

        // Reverse the block; its first node becomes its last one.
        ListNode* first = before->next;
        ListNode* prev = after;
        ListNode* cur = first;
        while (cur != after) {
            ListNode* nxt = cur->next;
            cur->next = prev;
            prev = cur;
            cur = nxt;
        }
        before->next = prev;  // prev is the old last node, now the block's head
        before = first;
    }
    return dummy.next;
}

// Reads n values and links them into a list; returns its head (nullptr when n = 0).
ListNode* readList(int n) {
    ListNode dummy(0);
    ListNode* tail = &dummy;
    for (int i = 0; i < n; i++) {
        int v;
        cin >> v;
        tail->next = new ListNode(v);
        tail = tail->next;
    }
    return dummy.next;
}

void printList(ListNode* head) {
    string out;
    for (ListNode* cur = head; cur != nullptr; cur = cur->next) {
        if (cur != head) out += ' ';
        out += to_string(cur->val);
    }
    out += '\n';
    cout << out;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n, k;
    cin >> n >> k;
    ListNode* head = readList(n);
    printList(reverseKGroup(head, k));
    return 0;
}
