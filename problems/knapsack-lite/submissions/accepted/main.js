// Item i has weight weights[i] and value values[i]. Return the largest total
// value of a set of items (each used at most once) with total weight <= capacity.
// (Every possible answer is below 2^53, so ordinary numbers are exact.)
function solve(capacity, weights, values) {
  // best[c] = largest value of the items seen so far with total weight <= c.
  const best = new Float64Array(capacity + 1);
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i];
    const v = values[i];
    // Decreasing c: best[c - w] still describes the items before item i,
    // so item i is used at most once.
    for (let c = capacity; c >= w; c--) {
      if (best[c - w] + v > best[c]) best[c] = best[c - w] + v;
    }
  }
  return best[capacity];
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
