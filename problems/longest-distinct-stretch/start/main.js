'use strict';

// Return the length of the longest substring of s with all characters different.
function solve(s) {
  // TODO: write your solution here
  return 0;
}

const s = require('fs').readFileSync(0, 'utf8').trim();
console.log(String(solve(s)));
