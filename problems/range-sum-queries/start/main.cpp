#include <bits/stdc++.h>
using namespace std;

// a holds the array (a[0] is position 1). Each query is a pair (l, r), 1-based and inclusive.
// Return one sum per query, in the same order.
vector<long long> solve(const vector<long long>& a, const vector<pair<int, int>>& queries) {
    vector<long long> answers(queries.size(), 0);
    // TODO: fill answers[i] with a[l] + ... + a[r] for the i-th query
    return answers;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n, q;
    cin >> n >> q;
    vector<long long> a(n);
    for (long long& x : a) cin >> x;
    vector<pair<int, int>> queries(q);
    for (auto& [l, r] : queries) cin >> l >> r;

    vector<long long> answers = solve(a, queries);

    string out;
    for (long long x : answers) {
        out += to_string(x);
        out += '\n';
    }
    cout << out;
    return 0;
}
