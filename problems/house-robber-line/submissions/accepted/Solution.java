class Solution {
    public long maxDonations(int[] donations) {
        // take: the best total of the prefix with its last house visited; skip: without it.
        long take = 0, skip = 0;
        for (int amount : donations) {
            long visited = skip + amount;
            skip = Math.max(take, skip);
            take = visited;
        }
        return Math.max(take, skip);
    }
}
