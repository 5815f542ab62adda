// Return the length of the longest common subsequence of a and b.
function solve(a, b) {
  // TODO: write your solution here
  return 0;
}

const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
process.stdout.write(solve(a, b) + '\n');
