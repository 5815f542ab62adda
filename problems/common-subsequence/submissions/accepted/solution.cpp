class Solution {
public:
    int longestCommonSubsequence(string first, string second) {
        // previous[j]: the answer for the letters of first handled so far and second's first j letters.
        vector<int> previous(second.size() + 1, 0), current(second.size() + 1, 0);
        for (char letter : first) {
            for (size_t j = 0; j < second.size(); j++) {
                current[j + 1] = letter == second[j] ? previous[j] + 1 : max(previous[j + 1], current[j]);
            }
            swap(previous, current);
        }
        return previous[second.size()];
    }
};
