#include <bits/stdc++.h>
using namespace std;

// Return the k most frequent words: higher frequency first, ties alphabetically.
vector<string> solve(const vector<string>& words, int k) {
    unordered_map<string, int> freq;
    freq.reserve(words.size() * 2);
    for (const string& w : words) freq[w]++;
    vector<pair<int, string>> items;  // (-frequency, word) sorts in the wanted order
    items.reserve(freq.size());
    for (auto& [w, c] : freq) items.push_back({-c, w});
    partial_sort(items.begin(), items.begin() + k, items.end());
    vector<string> res;
    for (int i = 0; i < k; i++) res.push_back(items[i].second);
    return res;
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
