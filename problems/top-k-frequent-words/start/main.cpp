#include <bits/stdc++.h>
using namespace std;

// Return the k most frequent words: higher frequency first, ties alphabetically.
vector<string> solve(const vector<string>& words, int k) {
    // TODO: write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    vector<string> words(n);
    for (auto& w : words) cin >> w;
    string out;
    for (const string& w : solve(words, k)) {
        out += w;
        out += '\n';
    }
    cout << out;
    return 0;
}
