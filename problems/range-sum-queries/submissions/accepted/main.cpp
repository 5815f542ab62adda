#include <bits/stdc++.h>
using namespace std;

// a holds the array (a[0] is position 1). Each query is a pair (l, r), 1-based and inclusive.
// Return one sum per query, in the same order.
vector<long long> solve(const vector<long long>& a, const vector<pair<int, int>>& queries) {
    vector<long long> answers(queries.size(), 0);
    // prefix[i] = a[0] + ... + a[i-1], so the sum of positions l..r is prefix[r] - prefix[l-1].
    int n = a.size();
    vector<long long> prefix(n + 1, 0);
    for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + a[i];
    for (size_t i = 0; i < queries.size(); i++) {
        auto [l, r] = queries[i];
        answers[i] = prefix[r] - prefix[l - 1];
    }
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
