#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;

// For every n in ns, return the number of ways to climb n steps
// (strides of 1, 2 or 3), modulo MOD. Answers in the same order as ns.
vector<long long> solve(const vector<int>& ns) {
    // TODO: write your solution here
    return vector<long long>(ns.size(), 0);
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
