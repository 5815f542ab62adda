const MOD = 1000000007;

// grid[i][j] is '.' (free) or '#' (rock). Return the number of right/down
// paths from the top-left to the bottom-right cell, modulo MOD.
function solve(grid) {
  // TODO: write your solution here
  return 0;
}

const tokens = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const r = Number(tokens[0]);
const grid = tokens.slice(2, 2 + r);
process.stdout.write(solve(grid) + '\n');
