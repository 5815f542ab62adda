class Solution {
public:
    int maxSubArray(vector<int>& nums) {
        int best = nums[0];
        int endingHere = nums[0];
        for (size_t i = 1; i < nums.size(); i++) {
            // the best block ending here either extends the one ending before or starts afresh
            endingHere = max(nums[i], endingHere + nums[i]);
            best = max(best, endingHere);
        }
        return best;
    }
};
