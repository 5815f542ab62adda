// Return the maximum sum of elements of a with no two adjacent elements chosen.
// (Every possible answer is below 2^53, so ordinary numbers are exact.)
function solve(a) {
  // Over the prefix handled so far:
  // take = best sum that uses the last element, skip = best sum that does not.
  let take = 0;
  let skip = 0;
  for (const x of a) {
    const newTake = skip + x; // x can only follow a skipped element
    const newSkip = Math.max(take, skip);
    take = newTake;
    skip = newSkip;
  }
  return Math.max(take, skip);
}

const tokens = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = tokens[0];
const a = tokens.slice(1, 1 + n);
process.stdout.write(solve(a) + '\n');
