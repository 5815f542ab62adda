#include <bits/stdc++.h>
using namespace std;

// Two pointers with an int total.
long long solve(const vector<int>& h) {
    // Bug: the total is kept in a 32-bit int and overflows on wide, deep basins.
    int left = 0, right = (int)h.size() - 1;
    int leftMax = 0, rightMax = 0;
    int water = 0;
    while (left <= right) {
        if (leftMax <= rightMax) {
            leftMax = max(leftMax, h[left]);
            water += leftMax - h[left];
            left++;
        } else {
            rightMax = max(rightMax, h[right]);
            water += rightMax - h[right];
            right--;
        }
    }
    return water;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    cin >> n;
    vector<int> h(n);
    for (int& x : h) cin >> x;

    cout << solve(h) << '\n';
    return 0;
}
