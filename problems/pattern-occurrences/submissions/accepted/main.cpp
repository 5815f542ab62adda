#include <bits/stdc++.h>
using namespace std;

// Return all 1-based positions where p occurs in s, in increasing order.
// Knuth-Morris-Pratt: pi[i] is the length of the longest proper prefix of
// p[0..i] that is also a suffix of it. Runs in O(|s| + |p|).
vector<int> solve(const string& s, const string& p) {
    int n = s.size(), m = p.size();
    vector<int> res;
    if (m > n) return res;
    vector<int> pi(m, 0);
    for (int i = 1, k = 0; i < m; i++) {
        while (k > 0 && p[k] != p[i]) k = pi[k - 1];
        if (p[k] == p[i]) k++;
        pi[i] = k;
    }
    for (int i = 0, k = 0; i < n; i++) {
        while (k > 0 && p[k] != s[i]) k = pi[k - 1];
        if (p[k] == s[i]) k++;
        if (k == m) {
            res.push_back(i - m + 2);  // match ends at i (0-based), starts at i-m+1
            k = pi[k - 1];
        }
    }
    return res;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s, p;
    cin >> s >> p;
    vector<int> pos = solve(s, p);
    string out = to_string(pos.size()) + "\n";
    for (size_t i = 0; i < pos.size(); i++) {
        if (i > 0) out += ' ';
        out += to_string(pos[i]);
    }
    out += '\n';
    cout << out;
    return 0;
}
