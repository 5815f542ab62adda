#include <bits/stdc++.h>
using namespace std;

// price holds the n prices; returns the number of pairs i < j with price[i] + price[j] <= budget.
// The count can pass 2^31: keep it in a long long.
long long countPairs(vector<long long> price, long long budget) {
    // TODO: write your solution here
    return 0;
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
