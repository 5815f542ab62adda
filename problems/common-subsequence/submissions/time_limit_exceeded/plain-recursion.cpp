class Solution {
public:
    // Correct, but the recursion does not remember results, so on a mismatch it branches twice and
    // the running time is exponential.
    int longestCommonSubsequence(string first, string second) {
        return common(first, second, 0, 0);
    }

private:
    int common(const string& first, const string& second, size_t i, size_t j) {
        if (i == first.size() || j == second.size()) return 0;
        if (first[i] == second[j]) return 1 + common(first, second, i + 1, j + 1);
        return max(common(first, second, i + 1, j), common(first, second, i, j + 1));
    }
};
