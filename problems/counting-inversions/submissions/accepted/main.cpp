#include <bits/stdc++.h>
using namespace std;

// Sorts a[lo..hi) and returns the number of inversions inside it.
long long sortCount(vector<int>& a, vector<int>& buffer, int lo, int hi) {
    if (hi - lo < 2) return 0;
    int mid = (lo + hi) / 2;
    long long count = sortCount(a, buffer, lo, mid) + sortCount(a, buffer, mid, hi);
    // Merge the sorted halves. When a right element is taken before the remaining left
    // elements, it forms an inversion with each of them (they are strictly larger).
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi) {
        if (a[i] <= a[j]) {
            buffer[k++] = a[i++];
        } else {
            count += mid - i;
            buffer[k++] = a[j++];
        }
    }
    while (i < mid) buffer[k++] = a[i++];
    while (j < hi) buffer[k++] = a[j++];
    copy(buffer.begin() + lo, buffer.begin() + hi, a.begin() + lo);
    return count;
}

// Return the number of pairs i < j with a[i] > a[j].
long long solve(vector<int> a) {
    vector<int> buffer(a.size());
    return sortCount(a, buffer, 0, a.size());
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
