class Solution {
public:
    int countCircles(int n, vector<vector<int>>& friendships) {
        // Union-find: every friendship that joins two different circles leaves one circle fewer.
        vector<int> parent(n + 1);
        iota(parent.begin(), parent.end(), 0);
        int circles = n;
        for (const vector<int>& pair : friendships) {
            int a = root(parent, pair[0]), b = root(parent, pair[1]);
            if (a != b) {
                parent[a] = b;
                circles--;
            }
        }
        return circles;
    }

private:
    int root(vector<int>& parent, int student) {
        while (parent[student] != student) {
            parent[student] = parent[parent[student]];  // path halving
            student = parent[student];
        }
        return student;
    }
};
