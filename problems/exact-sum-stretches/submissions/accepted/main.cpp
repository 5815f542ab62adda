#include <bits/stdc++.h>
using namespace std;

// Counts stretches l..r with change[l] + ... + change[r] == target. The count can pass 2^31.
long long countStretches(const vector<long long>& change, long long target) {
    // A stretch l..r sums to target exactly when prefix(r) - prefix(l - 1) == target, so for each r
    // count the earlier prefix sums equal to prefix(r) - target. The empty prefix (0) counts too:
    // it stands for the stretches that start on day 1.
    unordered_map<long long, long long> seen;
    seen.reserve(change.size() * 2 + 1);
    seen[0] = 1;
    long long prefix = 0, stretches = 0;
    for (long long c : change) {
        prefix += c;
        auto found = seen.find(prefix - target);
        if (found != seen.end()) stretches += found->second;
        seen[prefix]++;
    }
    return stretches;
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
