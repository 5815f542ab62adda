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
    // Floyd: `fast` moves two steps for every step of `slow`. If there is a
    // cycle they meet inside it. Let the tail (head to entry) have length T and
    // let them meet D steps after the entry on a cycle of length C. Then
    // 2(T + D) - (T + D) is a multiple of C, so T is congruent to C - D (mod C):
    // walking T steps from the head and from the meeting point ends at the entry.
    ListNode* slow = head;
    ListNode* fast = head;
    while (fast != nullptr && fast->next != nullptr) {
        slow = slow->next;
        fast = fast->next->next;
        if (slow == fast) {
            ListNode* p = head;
            while (p != slow) {
                p = p->next;
                slow = slow->next;
            }
            return p;
        }
    }
    return nullptr;  // fast fell off the end: no cycle
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
