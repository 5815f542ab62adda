#include <bits/stdc++.h>
using namespace std;

// Correct search, but with the usual fast-input lines: cin.tie(nullptr) stops cin from flushing
// cout before each read, and "\n" does not flush either. The first question stays in the buffer,
// the interactor never answers, and both sides wait until the time limit.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long n;
    cin >> n;
    long long low = 1, high = n;
    while (true) {
        long long middle = low + (high - low) / 2;
        cout << "? " << middle << "\n";
        string reply;
        if (!(cin >> reply) || reply == "=") break;
        if (reply == "<") high = middle - 1;
        else low = middle + 1;
    }
    return 0;
}
