#include <bits/stdc++.h>
using namespace std;

// Correct, but tries all 2^n subsets of items.
int n, capacity;
vector<int> weights;
vector<long long> values;

long long best(int i, int room) {
    if (i == n) return 0;
    long long skip = best(i + 1, room);
    if (weights[i] > room) return skip;
    return max(skip, best(i + 1, room - weights[i]) + values[i]);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> n >> capacity;
    weights.resize(n);
    values.resize(n);
    for (int i = 0; i < n; i++) cin >> weights[i] >> values[i];
    cout << best(0, capacity) << '\n';
    return 0;
}
