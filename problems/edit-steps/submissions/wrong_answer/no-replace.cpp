class Solution {
public:
    // Only counts insertions and deletions (n + m - 2 * LCS), forgetting that one replacement is
    // cheaper than a deletion plus an insertion.
    int minDistance(string typed, string target) {
        int n = typed.size(), m = target.size();
        vector<vector<int>> common(n + 1, vector<int>(m + 1, 0));
        for (int i = 1; i <= n; i++)
            for (int j = 1; j <= m; j++)
                common[i][j] = typed[i - 1] == target[j - 1] ? common[i - 1][j - 1] + 1
                                                             : max(common[i - 1][j], common[i][j - 1]);
        return n + m - 2 * common[n][m];
    }
};
