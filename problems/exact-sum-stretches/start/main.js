'use strict';

// change[i] is the change on day i + 1. Returns the number of stretches of consecutive days whose
// changes add up to exactly target.
function countStretches(change, target) {
  // TODO: write your solution here
  return 0;
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = tokens[0];
const target = tokens[1];
console.log(String(countStretches(tokens.slice(2, 2 + n), target)));
