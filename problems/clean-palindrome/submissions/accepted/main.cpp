#include <bits/stdc++.h>
using namespace std;

// Return true if `line` is a clean palindrome: keep only letters and digits,
// ignore letter case, and check that the result reads the same both ways.
bool solve(const string& line) {
    int i = 0, j = (int)line.size() - 1;
    while (true) {
        while (i < j && !isalnum((unsigned char)line[i])) i++;
        while (i < j && !isalnum((unsigned char)line[j])) j--;
        if (i >= j) return true;
        if (tolower((unsigned char)line[i]) != tolower((unsigned char)line[j])) return false;
        i++;
        j--;
    }
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string line;
    getline(cin, line);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    cout << (solve(line) ? "YES" : "NO") << "\n";
    return 0;
}
