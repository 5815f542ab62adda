'use strict';

// Return the length of the shortest substring of s that contains every
// character of t (with multiplicity), or -1 if there is none.
function solve(s, t) {
  // TODO: write your solution here
  return 0;
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const s = lines[0].trim();
const t = lines[1].trim();
console.log(String(solve(s, t)));
