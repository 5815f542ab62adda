class Solution {
public:
    // upper_bound instead of lower_bound, so an equal value extends a subsequence: this computes
    // the longest NON-decreasing subsequence.
    int longestRise(vector<int>& readings) {
        vector<int> tails;
        for (int value : readings) {
            auto place = upper_bound(tails.begin(), tails.end(), value);
            if (place == tails.end()) tails.push_back(value);
            else *place = value;
        }
        return tails.size();
    }
};
