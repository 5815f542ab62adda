'use strict';

// Return true if the bracket string s is balanced.
function solve(s) {
  // TODO: write your solution here
  return false;
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);
const t = parseInt(tokens[0], 10);
const out = [];
for (let i = 1; i <= t; i++) {
  out.push(solve(tokens[i]) ? 'YES' : 'NO');
}
console.log(out.join('\n'));
