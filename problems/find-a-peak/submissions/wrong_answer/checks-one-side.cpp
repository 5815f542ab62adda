#include <bits/stdc++.h>
using namespace std;

long long ask(int i) {
    cout << "? " << i << endl;
    long long height;
    cin >> height;
    return height;
}

// Wrong: answers the middle as soon as it is higher than its right neighbour, without checking its
// left one. On a falling street the middle is lower than the tower before it: not a peak.
int main() {
    int n;
    cin >> n;
    int low = 1, high = n;
    while (low < high) {
        int middle = low + (high - low) / 2;
        if (ask(middle) < ask(middle + 1)) {
            low = middle + 1;
        } else {
            low = middle;
            break;
        }
    }
    cout << "! " << low << endl;
    return 0;
}
