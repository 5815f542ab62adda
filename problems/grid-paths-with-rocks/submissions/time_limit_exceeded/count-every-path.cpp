#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;

// Correct, but walks every single path (no memoisation): the number of
// calls grows like the number of paths, which is exponential.
int r, c;
vector<string> grid;

long long paths(int i, int j) {
    if (i >= r || j >= c || grid[i][j] == '#') return 0;
    if (i == r - 1 && j == c - 1) return 1;
    return (paths(i + 1, j) + paths(i, j + 1)) % MOD;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> r >> c;
    grid.resize(r);
    for (string& row : grid) cin >> row;
    cout << paths(0, 0) << '\n';
    return 0;
}
