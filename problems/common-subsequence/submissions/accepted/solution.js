/**
 * @param {string} first
 * @param {string} second
 * @return {number}
 */
var longestCommonSubsequence = function(first, second) {
    // previous[j]: the answer for the letters of first handled so far and second's first j letters.
    let previous = new Int32Array(second.length + 1);
    let current = new Int32Array(second.length + 1);
    for (const letter of first) {
        for (let j = 0; j < second.length; j++) {
            current[j + 1] = letter === second[j] ? previous[j] + 1 : Math.max(previous[j + 1], current[j]);
        }
        [previous, current] = [current, previous];
    }
    return previous[second.length];
};
