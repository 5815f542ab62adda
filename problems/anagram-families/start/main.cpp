#include <bits/stdc++.h>
using namespace std;

// Return {number of anagram families, size of the largest family}.
pair<int, int> solve(const vector<string>& words) {
    // TODO: write your solution here
    return {0, 0};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<string> words(n);
    for (auto& w : words) cin >> w;
    pair<int, int> res = solve(words);
    cout << res.first << " " << res.second << "\n";
    return 0;
}
