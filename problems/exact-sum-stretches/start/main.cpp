#include <bits/stdc++.h>
using namespace std;

// change[i] is the change on day i + 1. Returns the number of stretches of consecutive days whose
// changes add up to exactly target. The count can pass 2^31: keep it in a long long.
long long countStretches(const vector<long long>& change, long long target) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long target;
    cin >> n >> target;
    vector<long long> change(n);
    for (auto& c : change) cin >> c;
    cout << countStretches(change, target) << "\n";
    return 0;
}
