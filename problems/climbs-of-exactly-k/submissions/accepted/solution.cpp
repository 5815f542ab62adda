class Solution {
public:
    int subarraySum(vector<int>& nums, int k) {
        // A stretch ending here sums to k exactly when an earlier prefix sum is total - k.
        unordered_map<int, int> seen;  // prefix sums so far, the empty prefix included
        seen.reserve(nums.size() * 2);
        seen[0] = 1;
        int total = 0, count = 0;
        for (int value : nums) {
            total += value;
            auto found = seen.find(total - k);
            if (found != seen.end()) count += found->second;
            seen[total]++;
        }
        return count;
    }
};
