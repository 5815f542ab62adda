class Solution {
public:
    int longestRise(vector<int>& readings) {
        // tails[k]: the smallest last value of a rising subsequence of length k + 1 (increasing in k).
        vector<int> tails;
        for (int value : readings) {
            auto place = lower_bound(tails.begin(), tails.end(), value);
            if (place == tails.end()) tails.push_back(value);
            else *place = value;
        }
        return tails.size();
    }
};
