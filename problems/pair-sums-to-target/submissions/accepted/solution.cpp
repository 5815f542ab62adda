class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<long long, int> position;  // value -> a position before j holding it
        position.reserve(nums.size() * 2);
        for (int j = 0; j < (int)nums.size(); j++) {
            // target - nums[j] can leave int's range (-10^9 - 10^9), so it is taken in 64 bits
            auto found = position.find((long long)target - nums[j]);
            if (found != position.end()) return {found->second, j};
            position[nums[j]] = j;
        }
        return {};
    }
};
