#include <bits/stdc++.h>
using namespace std;

// Correct, but the recursion does not remember results: on a mismatch it
// branches three ways, so the running time is exponential.
string a, b;

int dist(int i, int j) {
    if (i == (int)a.size()) return b.size() - j;  // insert the rest of b
    if (j == (int)b.size()) return a.size() - i;  // delete the rest of a
    if (a[i] == b[j]) return dist(i + 1, j + 1);
    return 1 + min({dist(i + 1, j + 1), dist(i + 1, j), dist(i, j + 1)});
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> a >> b;
    cout << dist(0, 0) << '\n';
    return 0;
}
