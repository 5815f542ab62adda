/**
 * @param {number[]} readings
 * @return {number}
 */
var longestRise = function(readings) {
    // tails[k]: the smallest last value of a rising subsequence of length k + 1 (increasing in k).
    const tails = [];
    for (const value of readings) {
        let low = 0, high = tails.length;
        while (low < high) {
            const middle = (low + high) >> 1;
            if (tails[middle] < value) low = middle + 1;
            else high = middle;
        }
        tails[low] = value;
    }
    return tails.length;
};
