/**
 * @param {string} typed
 * @param {string} target
 * @return {number}
 */
var minDistance = function(typed, target) {
    // previous[j]: the distance between the letters of typed handled so far and target's first j letters.
    let previous = Int32Array.from({ length: target.length + 1 }, (_, j) => j);
    let current = new Int32Array(target.length + 1);
    for (let i = 1; i <= typed.length; i++) {
        current[0] = i; // deleting all i letters
        for (let j = 1; j <= target.length; j++) {
            current[j] = typed[i - 1] === target[j - 1]
                ? previous[j - 1]
                : 1 + Math.min(previous[j - 1], previous[j], current[j - 1]); // replace, delete, insert
        }
        [previous, current] = [current, previous];
    }
    return previous[target.length];
};
