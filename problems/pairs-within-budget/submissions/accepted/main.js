'use strict';

// Counts pairs i < j with price[i] + price[j] <= budget. Sums stay below 2^53: plain numbers are exact.
function countPairs(price, budget) {
  const sorted = Float64Array.from(price).sort();
  let pairs = 0;
  // Two pointers: if the cheapest left item fits with the dearest right one, it fits with every
  // item between them too (right - left pairs); otherwise the dearest item fits with nobody left.
  let left = 0;
  let right = sorted.length - 1;
  while (left < right) {
    if (sorted[left] + sorted[right] <= budget) {
      pairs += right - left;
      left++;
    } else {
      right--;
    }
  }
  return pairs;
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = tokens[0];
const budget = tokens[1];
console.log(String(countPairs(tokens.slice(2, 2 + n), budget)));
