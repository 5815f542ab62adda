#include <iostream>
#include <string>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Merge the sorted lists a and b into one sorted list and return its head.
ListNode* mergeLists(ListNode* a, ListNode* b) {
    // Bug: when one list runs out, the nodes left in the other list are never
    // attached, so they are missing from the output.
    ListNode dummy(0);
    ListNode* tail = &dummy;
    while (a != nullptr && b != nullptr) {
        if (b->val < a->val) {
            tail->next = b;
            b = b->next;
        } else {
            tail->next = a;
            a = a->next;
        }
        tail = tail->next;
    }
    tail->next = nullptr;
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

    int n;
    cin >> n;
    ListNode* a = readList(n);
    int m;
    cin >> m;
    ListNode* b = readList(m);
    printList(mergeLists(a, b));
    return 0;
}
