#include <bits/stdc++.h>
using namespace std;

const int MOD = 1000000007;

// Bug: the sum of three values below MOD can reach about 3 * 10^9,
// which does not fit in a 32-bit int, so the sum overflows before the modulo.
vector<int> solve(const vector<int>& ns) {
    int maxN = *max_element(ns.begin(), ns.end());
    vector<int> ways(max(maxN, 3) + 1, 0);
    ways[0] = 1;
    for (int i = 1; i <= maxN; i++) {
        int w = ways[i - 1];
        if (i >= 2) w += ways[i - 2];
        if (i >= 3) w += ways[i - 3];
        ways[i] = w % MOD;
    }
    vector<int> answers;
    for (int n : ns) answers.push_back(ways[n]);
    return answers;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    vector<int> ns(q);
    for (int& n : ns) cin >> n;
    vector<int> answers = solve(ns);
    for (int a : answers) cout << a << '\n';
    return 0;
}
