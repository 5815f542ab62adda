#include <bits/stdc++.h>
using namespace std;

// Counts pairs i < j with price[i] + price[j] <= budget. The count can pass 2^31: 64 bits.
long long countPairs(vector<long long> price, long long budget) {
    sort(price.begin(), price.end());
    long long pairs = 0;
    // Two pointers: if the cheapest left item fits with the dearest right one, it fits with every
    // item between them too (right - left pairs); otherwise the dearest item fits with nobody left.
    int left = 0, right = (int)price.size() - 1;
    while (left < right) {
        if (price[left] + price[right] <= budget) {
            pairs += right - left;
            left++;
        } else {
            right--;
        }
    }
    return pairs;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long budget;
    cin >> n >> budget;
    vector<long long> price(n);
    for (auto& p : price) cin >> p;
    cout << countPairs(price, budget) << "\n";
    return 0;
}
