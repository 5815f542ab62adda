#include <bits/stdc++.h>
using namespace std;

// Partial (groups 1 and 2, 50 points): tries every pair, n^2 / 2 sums. 2 * 10^8 for n = 20 000 is
// fast enough; 2 * 10^10 for n = 200 000 exceeds the time limit.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long budget;
    cin >> n >> budget;
    vector<long long> price(n);
    for (auto& p : price) cin >> p;
    long long pairs = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (price[i] + price[j] <= budget) pairs++;
    cout << pairs << "\n";
    return 0;
}
