'use strict';

// Return all 1-based positions where p occurs in s, in increasing order.
function solve(s, p) {
  // TODO: write your solution here
  return [];
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const s = lines[0].trim();
const p = lines[1].trim();
const pos = solve(s, p);
console.log(pos.length + '\n' + pos.join(' '));
