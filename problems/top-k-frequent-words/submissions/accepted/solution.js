/**
 * @param {string[]} words
 * @param {number} k
 * @return {string[]}
 */
var topKFrequent = function(words, k) {
    const count = new Map();
    for (const word of words) count.set(word, (count.get(word) ?? 0) + 1);
    // Ties by plain string comparison (code units), which for a-z is dictionary order.
    const ranked = [...count.keys()].sort((left, right) =>
        count.get(right) - count.get(left) || (left < right ? -1 : left > right ? 1 : 0));
    return ranked.slice(0, k);
};
