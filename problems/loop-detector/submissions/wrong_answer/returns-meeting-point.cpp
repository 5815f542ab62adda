#include <iostream>
#include <string>
#include <vector>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

// Return the node where the walk from head enters a cycle, or nullptr if the
// walk reaches the end of the list. Use O(1) extra memory.
ListNode* detectCycle(ListNode* head) {
    // Bug: detects the cycle correctly with Floyd's two pointers, but returns the
    // node where the pointers meet, which is some node of the cycle and not
    // necessarily the one where the walk enters it.
    ListNode* slow = head;
    ListNode* fast = head;
    while (fast != nullptr && fast->next != nullptr) {
        slow = slow->next;
        fast = fast->next->next;
        if (slow == fast) return slow;
    }
    return nullptr;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n, h;
    cin >> n >> h;
    vector<ListNode*> nodes(n + 1, nullptr);  // nodes[i] is node number i; nodes[0] stays nullptr
    for (int i = 1; i <= n; i++) nodes[i] = new ListNode(i);
    for (int i = 1; i <= n; i++) {
        int p;
        cin >> p;
        nodes[i]->next = nodes[p];
    }

    ListNode* entry = detectCycle(nodes[h]);
    cout << (entry == nullptr ? 0 : entry->val) << '\n';
    return 0;
}
