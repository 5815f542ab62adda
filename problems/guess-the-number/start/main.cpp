#include <bits/stdc++.h>
using namespace std;

// Asks "? y" and returns the judge's answer: '<' (x is smaller), '>' (x is larger) or '=' (found).
// endl flushes the question, so the judge sees it at once.
char ask(long long y) {
    cout << "? " << y << endl;
    string reply;
    cin >> reply;
    return reply[0];
}

int main() {
    long long n;
    cin >> n;
    // TODO: write your solution here: call ask(y) until it returns '=', then return.
    return 0;
}
