#include <bits/stdc++.h>
using namespace std;

// Asks "? i" and returns the height of tower i. endl flushes, so the judge sees the question at once.
long long ask(int i) {
    cout << "? " << i << endl;
    long long height;
    cin >> height;
    return height;
}

// Writes the answer "! i" (a peak) and flushes it.
void answer(int i) {
    cout << "! " << i << endl;
}

int main() {
    int n;
    cin >> n;
    // TODO: write your solution here: ask(i) at most 40 times, then answer(peak).
    return 0;
}
