#include <iostream>
#include <string>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Reverse the list that starts at head and return the new head.
ListNode* reverseList(ListNode* head) {
    // Too slow: repeatedly walks to the tail, detaches it and appends it to the
    // result. Correct, but every detach costs a full walk: O(n^2) overall.
    ListNode dummy(0);
    ListNode* resultTail = &dummy;
    while (head != nullptr) {
        if (head->next == nullptr) {
            resultTail->next = head;
            resultTail = head;
            head = nullptr;
            break;
        }
        ListNode* beforeLast = head;
        while (beforeLast->next->next != nullptr) beforeLast = beforeLast->next;
        ListNode* last = beforeLast->next;
        beforeLast->next = nullptr;
        resultTail->next = last;
        resultTail = last;
    }
    resultTail->next = nullptr;
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
    ListNode* head = readList(n);
    printList(reverseList(head));
    return 0;
}
