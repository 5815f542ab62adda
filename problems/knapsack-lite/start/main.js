// Item i has weight weights[i] and value values[i]. Return the largest total
// value of a set of items (each used at most once) with total weight <= capacity.
// (Every possible answer is below 2^53, so ordinary numbers are exact.)
function solve(capacity, weights, values) {
  // TODO: write your solution here
  return 0;
}

const tokens = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = tokens[0];
const capacity = tokens[1];
const weights = [];
const values = [];
for (let i = 0; i < n; i++) {
  weights.push(tokens[2 + 2 * i]);
  values.push(tokens[3 + 2 * i]);
}
process.stdout.write(solve(capacity, weights, values) + '\n');
