#include <bits/stdc++.h>
using namespace std;

// Return the length of the longest common subsequence of a and b.
int solve(const string& a, const string& b) {
    int m = b.size();
    // prev[j] = LCS of the rows of a handled so far and the first j letters of b;
    // cur is the same for one more letter of a.
    vector<int> prev(m + 1, 0), cur(m + 1, 0);
    for (char ch : a) {
        for (int j = 1; j <= m; j++) {
            if (ch == b[j - 1]) cur[j] = prev[j - 1] + 1;
            else cur[j] = max(prev[j], cur[j - 1]);
        }
        swap(prev, cur);
    }
    return prev[m];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string a, b;
    cin >> a >> b;
    cout << solve(a, b) << '\n';
    return 0;
}
