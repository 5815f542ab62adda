class Solution {
public:
    int minDistance(string typed, string target) {
        // previous[j]: the distance between the letters of typed handled so far and target's first j letters.
        vector<int> previous(target.size() + 1), current(target.size() + 1);
        iota(previous.begin(), previous.end(), 0);
        for (size_t i = 1; i <= typed.size(); i++) {
            current[0] = i;  // deleting all i letters
            for (size_t j = 1; j <= target.size(); j++) {
                if (typed[i - 1] == target[j - 1]) current[j] = previous[j - 1];
                else current[j] = 1 + min({previous[j - 1], previous[j], current[j - 1]});  // replace, delete, insert
            }
            swap(previous, current);
        }
        return previous[target.size()];
    }
};
