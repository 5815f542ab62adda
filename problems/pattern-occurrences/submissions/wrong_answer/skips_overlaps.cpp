#include <bits/stdc++.h>
using namespace std;

// Bug: after a match the search continues after the END of the match, so
// overlapping occurrences are missed ("aa" in "aaaaa" gives 1 3 instead of 1 2 3 4).
vector<int> solve(const string& s, const string& p) {
    vector<int> res;
    size_t at = s.find(p);
    while (at != string::npos) {
        res.push_back((int)at + 1);
        at = s.find(p, at + p.size());
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
