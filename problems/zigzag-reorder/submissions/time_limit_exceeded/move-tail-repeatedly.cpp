#include <iostream>
#include <string>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Rearrange the nodes into the order L0, Ln-1, L1, Ln-2, ... by changing their
// next pointers. The head stays first, so nothing is returned.
void reorderList(ListNode* head) {
    // Too slow: walks to the current tail, unhooks it and inserts it after the
    // current node, then moves two nodes on. Correct, but each step walks the
    // rest of the list: O(n^2).
    ListNode* cur = head;
    while (cur != nullptr && cur->next != nullptr && cur->next->next != nullptr) {
        ListNode* beforeLast = cur;
        while (beforeLast->next->next != nullptr) beforeLast = beforeLast->next;
        ListNode* last = beforeLast->next;
        beforeLast->next = nullptr;
        last->next = cur->next;
        cur->next = last;
        cur = last->next;
    }
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

    int n;
    cin >> n;
    ListNode* head = readList(n);
    reorderList(head);
    printList(head);
    return 0;
}
