const MOD = 1000000007;

// grid[i][j] is '.' (free) or '#' (rock). Return the number of right/down
// paths from the top-left to the bottom-right cell, modulo MOD.
function solve(grid) {
  const c = grid[0].length;
  // ways[j] = paths reaching cell (i, j) of the current row i. Before row 0,
  // ways[0] = 1 stands for the robot "entering" the start cell from above.
  const ways = new Array(c).fill(0);
  ways[0] = 1;
  for (const row of grid) {
    for (let j = 0; j < c; j++) {
      if (row[j] === '#') {
        ways[j] = 0; // nobody can stand on a rock
      } else if (j > 0) {
        ways[j] = (ways[j] + ways[j - 1]) % MOD; // from above + from the left
      }
      // j == 0 and free: only from above, ways[0] stays as it is
    }
  }
  return ways[c - 1];
}

const tokens = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const r = Number(tokens[0]);
const grid = tokens.slice(2, 2 + r);
process.stdout.write(solve(grid) + '\n');
