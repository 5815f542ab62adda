class Solution {
public:
    ListNode* reverseList(ListNode* head) {
        // Bug: the loop stops on the last node, so the old tail is never put in front.
        ListNode* previous = nullptr;
        while (head != nullptr && head->next != nullptr) {
            ListNode* following = head->next;
            head->next = previous;
            previous = head;
            head = following;
        }
        return previous;
    }
};
