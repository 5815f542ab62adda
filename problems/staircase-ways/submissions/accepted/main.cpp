#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;

// For every n in ns, return the number of ways to climb n steps
// (strides of 1, 2 or 3), modulo MOD. Answers in the same order as ns.
vector<long long> solve(const vector<int>& ns) {
    int maxN = *max_element(ns.begin(), ns.end());
    // ways[i] = number of ways to reach step i; the last stride is 1, 2 or 3.
    vector<long long> ways(max(maxN, 3) + 1, 0);
    ways[0] = 1;
    for (int i = 1; i <= maxN; i++) {
        long long w = ways[i - 1];
        if (i >= 2) w += ways[i - 2];
        if (i >= 3) w += ways[i - 3];
        ways[i] = w % MOD;
    }
    vector<long long> answers;
    answers.reserve(ns.size());
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
    vector<long long> answers = solve(ns);
    for (long long a : answers) cout << a << '\n';
    return 0;
}
