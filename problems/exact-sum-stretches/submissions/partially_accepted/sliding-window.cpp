#include <bits/stdc++.h>
using namespace std;

// Partial (group 1 only, 20 points): a sliding window, right when every change is positive (the
// window's sum only grows to the right and only shrinks from the left). With negative or zero
// changes a window dropped too early may still reach the target: wrong answers in groups 2 and 3.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long target;
    cin >> n >> target;
    vector<long long> change(n);
    for (auto& c : change) cin >> c;
    long long sum = 0, stretches = 0;
    int left = 0;
    for (int right = 0; right < n; right++) {
        sum += change[right];
        while (sum > target && left <= right) sum -= change[left++];
        if (sum == target && left <= right) stretches++;
    }
    cout << stretches << "\n";
    return 0;
}
