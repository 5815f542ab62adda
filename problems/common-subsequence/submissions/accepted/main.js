// Return the length of the longest common subsequence of a and b.
function solve(a, b) {
  const m = b.length;
  // prev[j] = LCS of the rows of a handled so far and the first j letters of b;
  // cur is the same for one more letter of a.
  let prev = new Int32Array(m + 1);
  let cur = new Int32Array(m + 1);
  for (let i = 0; i < a.length; i++) {
    const ch = a.charCodeAt(i);
    for (let j = 1; j <= m; j++) {
      if (ch === b.charCodeAt(j - 1)) cur[j] = prev[j - 1] + 1;
      else cur[j] = prev[j] > cur[j - 1] ? prev[j] : cur[j - 1];
    }
    [prev, cur] = [cur, prev];
  }
  return prev[m];
}

const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
process.stdout.write(solve(a, b) + '\n');
