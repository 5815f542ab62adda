/**
 * @param {number[]} donations
 * @return {number}
 */
var maxDonations = function(donations) {
    // take: the best total of the prefix with its last house visited; skip: without it.
    // Totals stay below 2^53 (at most 10^13), so plain numbers are exact.
    let take = 0, skip = 0;
    for (const amount of donations) {
        [take, skip] = [skip + amount, Math.max(take, skip)];
    }
    return Math.max(take, skip);
};
