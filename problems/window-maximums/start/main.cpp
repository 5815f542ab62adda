#include <bits/stdc++.h>
using namespace std;

// Return the maximum of every window a[i..i+k-1], for i = 0 .. n-k.
vector<int> solve(const vector<int>& a, int k) {
    vector<int> answer(a.size() - k + 1, 0);
    // TODO: fill answer[i] with the maximum of a[i..i+k-1]
    return answer;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n, k;
    cin >> n >> k;
    vector<int> a(n);
    for (int& x : a) cin >> x;

    vector<int> answer = solve(a, k);

    string out;
    for (size_t i = 0; i < answer.size(); i++) {
        if (i) out += ' ';
        out += to_string(answer[i]);
    }
    out += '\n';
    cout << out;
    return 0;
}
