'use strict';

// Return true if `line` is a clean palindrome: keep only letters and digits,
// ignore letter case, and check that the result reads the same both ways.
function solve(line) {
  // TODO: write your solution here
  return false;
}

const data = require('fs').readFileSync(0, 'utf8');
let line = data.split('\n')[0];
if (line.endsWith('\r')) line = line.slice(0, -1);
console.log(solve(line) ? 'YES' : 'NO');
