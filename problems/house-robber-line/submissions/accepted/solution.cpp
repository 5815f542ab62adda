class Solution {
public:
    long long maxDonations(vector<int>& donations) {
        // take: the best total of the prefix with its last house visited; skip: without it.
        long long take = 0, skip = 0;
        for (int amount : donations) {
            long long visited = skip + amount;
            skip = max(take, skip);
            take = visited;
        }
        return max(take, skip);
    }
};
