// Return the length of the longest strictly increasing subsequence of a.
function solve(a) {
  // tails[k] = smallest possible last value of a strictly increasing
  // subsequence of length k + 1 among the values seen so far.
  // tails is strictly increasing, so we can binary search in it.
  const tails = [];
  for (const x of a) {
    // First position with tails[pos] >= x (so equal values never extend).
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = x;
  }
  return tails.length;
}

const tokens = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = tokens[0];
const a = tokens.slice(1, 1 + n);
process.stdout.write(solve(a) + '\n');
