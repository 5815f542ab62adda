// Return the minimum number of coins (each value in coins usable any number
// of times) with total value exactly x, or -1 if that is impossible.
function solve(x, coins) {
  // TODO: write your solution here
  return 0;
}

const tokens = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = tokens[0];
const x = tokens[1];
const coins = tokens.slice(2, 2 + n);
process.stdout.write(solve(x, coins) + '\n');
