'use strict';

// Return the length of the shortest substring of s that contains every
// character of t (with multiplicity), or -1 if there is none.
// Sliding window: need[c] is how many more copies of c the window [l, r]
// still lacks (negative when it has spare copies); missing is the sum of
// the positive parts of need.
function solve(s, t) {
  const need = new Int32Array(128);
  for (let i = 0; i < t.length; i++) need[t.charCodeAt(i)]++;
  let missing = t.length;
  let best = Infinity;
  let l = 0;
  for (let r = 0; r < s.length; r++) {
    if (need[s.charCodeAt(r)]-- > 0) missing--;
    while (missing === 0) {
      // [l, r] covers t: try to shrink it from the left
      if (r - l + 1 < best) best = r - l + 1;
      if (++need[s.charCodeAt(l)] > 0) missing++;
      l++;
    }
  }
  return best === Infinity ? -1 : best;
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const s = lines[0].trim();
const t = lines[1].trim();
console.log(String(solve(s, t)));
