#include <iostream>
#include <string>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// a and b hold the digits of two numbers, least significant digit first.
// Return a new list with the digits of their sum in the same order.
ListNode* addLists(ListNode* a, ListNode* b) {
    // Bug: the loop stops as soon as both numbers run out of digits, so a carry
    // out of the most significant position (e.g. 5 + 5) is lost.
    ListNode dummy(0);
    ListNode* tail = &dummy;
    int carry = 0;
    while (a != nullptr || b != nullptr) {
        int sum = carry;
        if (a != nullptr) {
            sum += a->val;
            a = a->next;
        }
        if (b != nullptr) {
            sum += b->val;
            b = b->next;
        }
        tail->next = new ListNode(sum % 10);
        tail = tail->next;
        carry = sum / 10;
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

    int n;
    cin >> n;
    ListNode* a = readList(n);
    int m;
    cin >> m;
    ListNode* b = readList(m);
    printList(addLists(a, b));
    return 0;
}
