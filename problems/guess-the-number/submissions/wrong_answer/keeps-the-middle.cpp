#include <bits/stdc++.h>
using namespace std;

// Wrong: the range keeps its middle (high = middle, low = middle), so once two candidates are
// left and the number is the larger one, it asks the same question forever and passes 30.
int main() {
    long long n;
    cin >> n;
    long long low = 1, high = n;
    while (true) {
        long long middle = low + (high - low) / 2;
        cout << "? " << middle << endl;
        string reply;
        if (!(cin >> reply) || reply == "=") break;
        if (reply == "<") high = middle;
        else low = middle;
    }
    return 0;
}
