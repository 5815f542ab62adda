#include <bits/stdc++.h>
using namespace std;

// Return all 1-based positions where p occurs in s, in increasing order.
vector<int> solve(const string& s, const string& p) {
    // TODO: write your solution here
    return {};
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
