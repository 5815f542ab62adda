#include <iostream>
#include <string>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Unlink the k-th node counting from the tail (k = 1 is the last node) and
// return the head of the resulting list.
ListNode* removeKthFromEnd(ListNode* head, int k) {
    // Too slow: for every node, walks to the tail to measure how far from the end
    // it is. Correct, but O(n^2) when the node to remove is near the tail.
    ListNode dummy(0);
    dummy.next = head;
    for (ListNode* prev = &dummy; prev->next != nullptr; prev = prev->next) {
        int distance = 0;  // 1 for the last node, 2 for the one before it, ...
        for (ListNode* p = prev->next; p != nullptr; p = p->next) distance++;
        if (distance == k) {
            prev->next = prev->next->next;
            break;
        }
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
    printList(removeKthFromEnd(head, k));
    return 0;
}
