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
    // TODO: write your solution here
    return head;
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
