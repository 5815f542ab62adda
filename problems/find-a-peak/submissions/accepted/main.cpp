#include <bits/stdc++.h>
using namespace std;

// Asks "? i" and returns the height of tower i. endl flushes, so the judge sees the question at once.
long long ask(int i) {
    cout << "? " << i << endl;
    long long height;
    cin >> height;
    return height;
}

int main() {
    int n;
    cin >> n;
    // [low, high] always holds a peak: the towers rise into it from outside (or it touches an end).
    // Comparing the middle with its right neighbour keeps the half that rises: 2 questions per halving.
    int low = 1, high = n;
    while (low < high) {
        int middle = low + (high - low) / 2;
        if (ask(middle) < ask(middle + 1)) low = middle + 1;
        else high = middle;
    }
    cout << "! " << low << endl;
    return 0;
}
