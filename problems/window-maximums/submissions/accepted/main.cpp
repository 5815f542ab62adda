#include <bits/stdc++.h>
using namespace std;

// Return the maximum of every window a[i..i+k-1], for i = 0 .. n-k.
vector<int> solve(const vector<int>& a, int k) {
    int n = a.size();
    vector<int> answer;
    answer.reserve(n - k + 1);
    // The deque holds indices of the current window whose values strictly decrease from
    // front to back; the front is always the window maximum.
    deque<int> candidates;
    for (int i = 0; i < n; i++) {
        while (!candidates.empty() && a[candidates.back()] <= a[i]) candidates.pop_back();
        candidates.push_back(i);
        if (candidates.front() <= i - k) candidates.pop_front();  // it left the window
        if (i >= k - 1) answer.push_back(a[candidates.front()]);
    }
    return answer;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n, k;
    cin >> n >> k;
    vector<int> a(n);
    for (int& x : a) cin >> x;

    vector<int> answer = solve(a, k);

    string out;
    for (size_t i = 0; i < answer.size(); i++) {
        if (i) out += ' ';
        out += to_string(answer[i]);
    }
    out += '\n';
    cout << out;
    return 0;
}
