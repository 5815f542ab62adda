'use strict';

// Return the run-length encoding of s: each run of equal letters becomes the
// letter followed by the run length (the length is left out when it is 1).
function solve(s) {
  const parts = [];
  const n = s.length;
  let i = 0;
  while (i < n) {
    let j = i;
    while (j < n && s[j] === s[i]) j++;
    parts.push(j - i > 1 ? s[i] + (j - i) : s[i]);
    i = j;
  }
  return parts.join('');
}

const s = require('fs').readFileSync(0, 'utf8').trim();
console.log(solve(s));
