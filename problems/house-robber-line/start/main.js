// Return the maximum sum of elements of a with no two adjacent elements chosen.
// (Every possible answer is below 2^53, so ordinary numbers are exact.)
function solve(a) {
  // TODO: write your solution here
  return 0;
}

const tokens = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = tokens[0];
const a = tokens.slice(1, 1 + n);
process.stdout.write(solve(a) + '\n');
