'use strict';

// Return the run-length encoding of s: each run of equal letters becomes the
// letter followed by the run length (the length is left out when it is 1).
function solve(s) {
  // TODO: write your solution here
  return '';
}

const s = require('fs').readFileSync(0, 'utf8').trim();
console.log(solve(s));
