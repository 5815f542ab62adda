#include <bits/stdc++.h>
using namespace std;

// Bug: keeps one counter per bracket type instead of a stack. It rejects
// ")(" and "((", but accepts crossed pairs such as "([)]".
bool solve(const string& s) {
    int round = 0, square = 0, curly = 0;
    for (char c : s) {
        if (c == '(') round++;
        else if (c == ')') round--;
        else if (c == '[') square++;
        else if (c == ']') square--;
        else if (c == '{') curly++;
        else curly--;
        if (round < 0 || square < 0 || curly < 0) return false;
    }
    return round == 0 && square == 0 && curly == 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    string out, s;
    for (int i = 0; i < t; i++) {
        cin >> s;
        out += solve(s) ? "YES\n" : "NO\n";
    }
    cout << out;
    return 0;
}
