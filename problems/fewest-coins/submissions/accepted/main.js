// Return the minimum number of coins (each value in coins usable any number
// of times) with total value exactly x, or -1 if that is impossible.
function solve(x, coins) {
  const INF = x + 1; // more coins than any real answer can need
  // best[s] = fewest coins with total exactly s (INF if s cannot be paid).
  const best = new Int32Array(x + 1).fill(INF);
  best[0] = 0;
  for (const c of coins) {
    // Increasing s: best[s - c] may already use coin c, which is allowed.
    for (let s = c; s <= x; s++) {
      if (best[s - c] + 1 < best[s]) best[s] = best[s - c] + 1;
    }
  }
  return best[x] === INF ? -1 : best[x];
}

const tokens = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = tokens[0];
const x = tokens[1];
const coins = tokens.slice(2, 2 + n);
process.stdout.write(solve(x, coins) + '\n');
