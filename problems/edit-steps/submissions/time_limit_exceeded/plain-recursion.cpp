class Solution {
public:
    // Correct, but the recursion does not remember results: on a mismatch it branches three ways,
    // so the running time is exponential.
    int minDistance(string typed, string target) {
        return distance(typed, target, 0, 0);
    }

private:
    int distance(const string& typed, const string& target, size_t i, size_t j) {
        if (i == typed.size()) return target.size() - j;  // insert the rest of target
        if (j == target.size()) return typed.size() - i;  // delete the rest of typed
        if (typed[i] == target[j]) return distance(typed, target, i + 1, j + 1);
        return 1 + min({distance(typed, target, i + 1, j + 1), distance(typed, target, i + 1, j),
                        distance(typed, target, i, j + 1)});
    }
};
