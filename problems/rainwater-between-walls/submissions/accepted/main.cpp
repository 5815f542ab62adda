#include <bits/stdc++.h>
using namespace std;

// Return the total amount of water held above the columns h[0..n-1].
long long solve(const vector<int>& h) {
    // Two pointers: the side with the lower running maximum decides the water level there,
    // because the other side is known to have a wall at least that tall.
    int left = 0, right = (int)h.size() - 1;
    int leftMax = 0, rightMax = 0;
    long long water = 0;
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
