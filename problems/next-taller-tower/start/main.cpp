#include <bits/stdc++.h>
using namespace std;

// For every tower i, return the distance to the nearest strictly taller tower on its right, or 0.
vector<int> solve(const vector<int>& h) {
    int n = h.size();
    vector<int> answer(n, 0);
    // TODO: fill answer[i] for every tower
    return answer;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    cin >> n;
    vector<int> h(n);
    for (int& x : h) cin >> x;

    vector<int> answer = solve(h);

    string out;
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(answer[i]);
    }
    out += '\n';
    cout << out;
    return 0;
}
