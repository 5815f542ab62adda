#include <bits/stdc++.h>
using namespace std;

// Too slow in every group: sums every stretch from scratch, about n^3 / 6 additions. Even n = 5000
// (group 2) needs 2 * 10^10 of them.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long target;
    cin >> n >> target;
    vector<long long> change(n);
    for (auto& c : change) cin >> c;
    long long stretches = 0;
    for (int left = 0; left < n; left++)
        for (int right = left; right < n; right++) {
            long long sum = 0;
            for (int k = left; k <= right; k++) sum += change[k];
            if (sum == target) stretches++;
        }
    cout << stretches << "\n";
    return 0;
}
