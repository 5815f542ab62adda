const MOD = 1000000007;

// For every n in ns, return the number of ways to climb n steps
// (strides of 1, 2 or 3), modulo MOD. Answers in the same order as ns.
function solve(ns) {
  const maxN = ns.reduce((m, n) => Math.max(m, n), 0);
  // ways[i] = number of ways to reach step i; the last stride is 1, 2 or 3.
  // Every value is below MOD, so a sum of three stays far below 2^53.
  const ways = new Array(maxN + 1).fill(0);
  ways[0] = 1;
  for (let i = 1; i <= maxN; i++) {
    let w = ways[i - 1];
    if (i >= 2) w += ways[i - 2];
    if (i >= 3) w += ways[i - 3];
    ways[i] = w % MOD;
  }
  return ns.map((n) => ways[n]);
}

const tokens = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const q = Number(tokens[0]);
const ns = [];
for (let i = 1; i <= q; i++) ns.push(Number(tokens[i]));
const answers = solve(ns);
process.stdout.write(answers.join('\n') + '\n');
