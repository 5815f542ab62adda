#include <bits/stdc++.h>
using namespace std;

// A randomized hash so that no fixed input can make the hash map slow.
struct SplitMixHash {
    size_t operator()(long long x) const {
        static const uint64_t seed = chrono::steady_clock::now().time_since_epoch().count();
        uint64_t z = (uint64_t)x + seed + 0x9e3779b97f4a7c15ULL;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
};

// Return the number of pairs i < j with a[i] + a[j] == t.
long long solve(const vector<long long>& a, long long t) {
    // Bug: the number of pairs is kept in a 32-bit int.
    unordered_map<long long, int, SplitMixHash> seen;
    seen.reserve(a.size() * 2);
    int pairs = 0;
    for (long long x : a) {
        auto it = seen.find(t - x);
        if (it != seen.end()) pairs += it->second;
        seen[x]++;
    }
    return pairs;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    long long t;
    cin >> n >> t;
    vector<long long> a(n);
    for (long long& x : a) cin >> x;

    cout << solve(a, t) << '\n';
    return 0;
}
