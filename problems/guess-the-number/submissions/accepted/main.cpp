#include <bits/stdc++.h>
using namespace std;

// Asks "? x" and returns the reply: '<' (the number is smaller), '>' (larger) or '=' (found).
// endl flushes: without it the question would wait in the buffer and both sides would wait forever.
char ask(long long x) {
    cout << "? " << x << endl;
    string reply;
    cin >> reply;
    return reply[0];
}

int main() {
    long long n;
    cin >> n;
    // The number is always in [low, high]; each question halves the range, so 30 suffice for 10^9.
    long long low = 1, high = n;
    while (true) {
        long long middle = low + (high - low) / 2;
        char reply = ask(middle);
        if (reply == '=') break;
        if (reply == '<') high = middle - 1;
        else low = middle + 1;
    }
    return 0;
}
