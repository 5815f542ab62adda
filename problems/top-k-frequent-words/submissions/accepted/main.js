'use strict';

// Return the k most frequent words: higher frequency first, ties alphabetically.
function solve(words, k) {
  const freq = new Map();
  for (const w of words) freq.set(w, (freq.get(w) || 0) + 1);
  const items = Array.from(freq.entries());
  items.sort((a, b) => {
    if (a[1] !== b[1]) return b[1] - a[1];
    return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
  });
  return items.slice(0, k).map((item) => item[0]);
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);
const n = parseInt(tokens[0], 10);
const k = parseInt(tokens[1], 10);
const words = tokens.slice(2, 2 + n);
console.log(solve(words, k).join('\n'));
