#include <bits/stdc++.h>
using namespace std;

// Too slow in every group: a binary search for each item's last partner that keeps its middle
// (low = middle). Once two candidates are left and the lower one fits, the middle is low again
// and the loop never ends.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long budget;
    cin >> n >> budget;
    vector<long long> price(n);
    for (auto& p : price) cin >> p;
    sort(price.begin(), price.end());
    long long pairs = 0;
    for (int i = 0; i + 1 < n; i++) {
        // The last j > i with price[i] + price[j] <= budget, or i when there is none.
        int low = i, high = n - 1;
        while (low < high) {
            int middle = (low + high) / 2;
            if (price[i] + price[middle] <= budget) low = middle;
            else high = middle - 1;
        }
        pairs += low - i;
    }
    cout << pairs << "\n";
    return 0;
}
