#include <bits/stdc++.h>
using namespace std;

// Bug: the family key is the SET of letters (sorted, duplicates removed),
// so "aab" and "abb" are wrongly put into the same family.
pair<int, int> solve(const vector<string>& words) {
    map<string, int> family;
    int largest = 0;
    for (const string& w : words) {
        string key = w;
        sort(key.begin(), key.end());
        key.erase(unique(key.begin(), key.end()), key.end());
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
