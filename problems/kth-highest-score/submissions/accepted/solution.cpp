class Solution {
public:
    int findKthLargest(vector<int>& nums, int k) {
        // A min-heap of the k largest seen so far: its top is the k-th largest.
        priority_queue<int, vector<int>, greater<int>> best;
        for (int value : nums) {
            best.push(value);
            if ((int) best.size() > k) best.pop();
        }
        return best.top();
    }
};
