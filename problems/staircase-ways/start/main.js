const MOD = 1000000007;

// For every n in ns, return the number of ways to climb n steps
// (strides of 1, 2 or 3), modulo MOD. Answers in the same order as ns.
function solve(ns) {
  // TODO: write your solution here
  return ns.map(() => 0);
}

const tokens = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const q = Number(tokens[0]);
const ns = [];
for (let i = 1; i <= q; i++) ns.push(Number(tokens[i]));
const answers = solve(ns);
process.stdout.write(answers.join('\n') + '\n');
