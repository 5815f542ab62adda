#include <bits/stdc++.h>
using namespace std;

// Correct, but the recursion does not remember results, so on a mismatch it
// branches twice and the running time is exponential.
string a, b;

int lcs(int i, int j) {
    if (i == (int)a.size() || j == (int)b.size()) return 0;
    if (a[i] == b[j]) return 1 + lcs(i + 1, j + 1);
    return max(lcs(i + 1, j), lcs(i, j + 1));
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> a >> b;
    cout << lcs(0, 0) << '\n';
    return 0;
}
