'use strict';

// grid[i][j] is '#' (land) or '.' (water).
// Returns the number of islands (groups of land cells joined through shared sides).
function solve(grid) {
  // TODO: write your solution here
  return 0;
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
const r = Number(tokens[0]);
const grid = tokens.slice(2, 2 + r);
console.log(String(solve(grid)));
