#include <bits/stdc++.h>
using namespace std;

// Wrong in every group: the right pointer may meet the left one (left <= right), so an item whose
// double fits the budget is also counted as a pair with itself.
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
    int left = 0, right = n - 1;
    while (left <= right) {
        if (price[left] + price[right] <= budget) {
            pairs += right - left + 1;
            left++;
        } else {
            right--;
        }
    }
    cout << pairs << "\n";
    return 0;
}
