'use strict';

// Return the length of the longest substring of s with all characters different.
// Sliding window: `left` is the first index of the current window, and
// last[c] is the latest index where character c was seen.
function solve(s) {
  const last = new Int32Array(128).fill(-1);
  let best = 0;
  let left = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (last[c] >= left) left = last[c] + 1;
    last[c] = i;
    if (i - left + 1 > best) best = i - left + 1;
  }
  return best;
}

const s = require('fs').readFileSync(0, 'utf8').trim();
console.log(String(solve(s)));
