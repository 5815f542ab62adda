#include <bits/stdc++.h>
using namespace std;

// Return true if the bracket string s is balanced.
// Keep the open brackets on a stack; a closing bracket must match the top.
bool solve(const string& s) {
    string stack;
    for (char c : s) {
        if (c == '(' || c == '[' || c == '{') {
            stack.push_back(c);
        } else {
            char want = c == ')' ? '(' : c == ']' ? '[' : '{';
            if (stack.empty() || stack.back() != want) return false;
            stack.pop_back();
        }
    }
    return stack.empty();
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
