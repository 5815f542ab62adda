#include <bits/stdc++.h>
using namespace std;

// Return {number of anagram families, size of the largest family}.
// Two words are anagrams exactly when their sorted letters are equal,
// so the sorted word is used as the key of the family.
pair<int, int> solve(const vector<string>& words) {
    unordered_map<string, int> family;
    family.reserve(words.size() * 2);
    int largest = 0;
    for (const string& w : words) {
        string key = w;
        sort(key.begin(), key.end());
        largest = max(largest, ++family[key]);
    }
    return {(int)family.size(), largest};
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
