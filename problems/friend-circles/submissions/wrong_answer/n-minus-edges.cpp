class Solution {
public:
    // Assumes every friendship merges two different circles, so the answer would be n - m. That
    // ignores repeated pairs and friendships that close a cycle inside one circle.
    int countCircles(int n, vector<vector<int>>& friendships) {
        return max(1, n - (int) friendships.size());
    }
};
