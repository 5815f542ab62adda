class Solution {
public:
    vector<int> maxSlidingWindow(vector<int>& nums, int k) {
        deque<int> window;  // positions whose values decrease from front to back; the front is the maximum
        vector<int> result;
        for (int i = 0; i < (int)nums.size(); i++) {
            // a smaller, older value can never be a maximum again
            while (!window.empty() && nums[window.back()] <= nums[i]) window.pop_back();
            window.push_back(i);
            if (window.front() <= i - k) window.pop_front();
            if (i >= k - 1) result.push_back(nums[window.front()]);
        }
        return result;
    }
};
