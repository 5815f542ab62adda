#include <bits/stdc++.h>
using namespace std;

// Monotonic stack that counts equal heights as taller.
vector<int> solve(const vector<int>& h) {
    int n = h.size();
    vector<int> answer(n, 0);
    // Bug: uses <= so a tower of the same height is treated as taller.
    vector<int> waiting;
    for (int j = 0; j < n; j++) {
        while (!waiting.empty() && h[waiting.back()] <= h[j]) {
            answer[waiting.back()] = j - waiting.back();
            waiting.pop_back();
        }
        waiting.push_back(j);
    }
    return answer;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    cin >> n;
    vector<int> h(n);
    for (int& x : h) cin >> x;

    vector<int> answer = solve(h);

    string out;
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(answer[i]);
    }
    out += '\n';
    cout << out;
    return 0;
}
