#include <bits/stdc++.h>
using namespace std;

// Correct but slow: every word is compared letter-count by letter-count with
// the first word of every family found so far. With many different families
// this is O(n^2 * 26).
static bool isAnagram(const string& a, const string& b) {
    if (a.size() != b.size()) return false;
    int cnt[26] = {0};
    for (char c : a) cnt[c - 'a']++;
    for (char c : b) cnt[c - 'a']--;
    for (int k = 0; k < 26; k++)
        if (cnt[k] != 0) return false;
    return true;
}

pair<int, int> solve(const vector<string>& words) {
    vector<int> rep, size;  // first word and member count of each family
    for (int i = 0; i < (int)words.size(); i++) {
        bool found = false;
        for (int f = 0; f < (int)rep.size(); f++) {
            if (isAnagram(words[rep[f]], words[i])) {
                size[f]++;
                found = true;
                break;
            }
        }
        if (!found) {
            rep.push_back(i);
            size.push_back(1);
        }
    }
    return {(int)rep.size(), *max_element(size.begin(), size.end())};
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
