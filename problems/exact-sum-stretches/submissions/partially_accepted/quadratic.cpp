#include <bits/stdc++.h>
using namespace std;

// Partial (group 2 only, 30 points): extends every start to every end with a running sum, n^2 / 2
// steps. 1.25 * 10^7 for n = 5000 is quick; 2 * 10^10 for n = 200 000 exceeds the time limit.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long target;
    cin >> n >> target;
    vector<long long> change(n);
    for (auto& c : change) cin >> c;
    long long stretches = 0;
    for (int left = 0; left < n; left++) {
        long long sum = 0;
        for (int right = left; right < n; right++) {
            sum += change[right];
            if (sum == target) stretches++;
        }
    }
    cout << stretches << "\n";
    return 0;
}
