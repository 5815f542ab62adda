#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;

// Correct, but recomputes the sequence from scratch for every query:
// O(q * n) = 10^10 steps on the largest tests.
long long ways(int n) {
    long long a = 1, b = 1, c = 2;  // ways(0), ways(1), ways(2)
    if (n == 0) return a;
    if (n == 1) return b;
    for (int i = 3; i <= n; i++) {
        long long d = (a + b + c) % MOD;
        a = b;
        b = c;
        c = d;
    }
    return c;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    for (int i = 0; i < q; i++) {
        int n;
        cin >> n;
        cout << ways(n) << '\n';
    }
    return 0;
}
