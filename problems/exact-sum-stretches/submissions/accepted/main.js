'use strict';

// Counts stretches l..r with change[l] + ... + change[r] === target. Sums and counts stay below 2^53.
function countStretches(change, target) {
  // A stretch l..r sums to target exactly when prefix(r) - prefix(l - 1) === target, so for each r
  // count the earlier prefix sums equal to prefix(r) - target. The empty prefix (0) counts too:
  // it stands for the stretches that start on day 1.
  const seen = new Map([[0, 1]]);
  let prefix = 0;
  let stretches = 0;
  for (const c of change) {
    prefix += c;
    stretches += seen.get(prefix - target) ?? 0;
    seen.set(prefix, (seen.get(prefix) ?? 0) + 1);
  }
  return stretches;
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = tokens[0];
const target = tokens[1];
console.log(String(countStretches(tokens.slice(2, 2 + n), target)));
