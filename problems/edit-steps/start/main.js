// Return the minimum number of single-letter insertions, deletions and
// replacements that turn a into b.
function solve(a, b) {
  // TODO: write your solution here
  return 0;
}

const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
process.stdout.write(solve(a, b) + '\n');
