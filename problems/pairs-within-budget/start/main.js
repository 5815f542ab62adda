'use strict';

// price holds the n prices; returns the number of pairs i < j with price[i] + price[j] <= budget.
function countPairs(price, budget) {
  // TODO: write your solution here
  return 0;
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = tokens[0];
const budget = tokens[1];
console.log(String(countPairs(tokens.slice(2, 2 + n), budget)));
