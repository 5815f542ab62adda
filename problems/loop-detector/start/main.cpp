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
    // TODO: write your solution here
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
