#include <bits/stdc++.h>
using namespace std;


// Return the number of pairs i < j with a[i] > a[j].
long long solve(vector<int> a) {
    // TODO: count the inversions (a is your own copy, you may reorder it)
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    cin >> n;
    vector<int> a(n);
    for (int& x : a) cin >> x;

    cout << solve(a) << '\n';
    return 0;
}
