'use strict';

// grid[i][j] is one of '.', '#', 'S', 'E'.
// Returns the minimum number of moves from S to E, or -1 if E cannot be reached.
function solve(grid) {
  // TODO: write your solution here
  return 0;
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
const r = Number(tokens[0]);
const c = Number(tokens[1]);
const grid = tokens.slice(2, 2 + r);
console.log(String(solve(grid)));
