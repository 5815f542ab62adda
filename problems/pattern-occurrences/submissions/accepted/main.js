'use strict';

// Return all 1-based positions where p occurs in s, in increasing order.
// Knuth-Morris-Pratt: pi[i] is the length of the longest proper prefix of
// p[0..i] that is also a suffix of it. Runs in O(|s| + |p|).
function solve(s, p) {
  const n = s.length;
  const m = p.length;
  const res = [];
  if (m > n) return res;
  const pi = new Int32Array(m);
  for (let i = 1, k = 0; i < m; i++) {
    const c = p.charCodeAt(i);
    while (k > 0 && p.charCodeAt(k) !== c) k = pi[k - 1];
    if (p.charCodeAt(k) === c) k++;
    pi[i] = k;
  }
  for (let i = 0, k = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    while (k > 0 && p.charCodeAt(k) !== c) k = pi[k - 1];
    if (p.charCodeAt(k) === c) k++;
    if (k === m) {
      res.push(i - m + 2); // match ends at i (0-based), starts at i-m+1
      k = pi[k - 1];
    }
  }
  return res;
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const s = lines[0].trim();
const p = lines[1].trim();
const pos = solve(s, p);
console.log(pos.length + '\n' + pos.join(' '));
