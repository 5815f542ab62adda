// Return the minimum number of single-letter insertions, deletions and
// replacements that turn a into b.
function solve(a, b) {
  const n = a.length;
  const m = b.length;
  // prev[j] = distance between the first i-1 letters of a and the first j of b;
  // cur[j]  = the same for the first i letters of a.
  let prev = new Int32Array(m + 1);
  let cur = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j; // j insertions
  for (let i = 1; i <= n; i++) {
    cur[0] = i; // i deletions
    const ch = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      if (ch === b.charCodeAt(j - 1)) {
        cur[j] = prev[j - 1];
      } else {
        // replace, delete a[i-1], insert b[j-1]
        cur[j] = 1 + Math.min(prev[j - 1], prev[j], cur[j - 1]);
      }
    }
    [prev, cur] = [cur, prev];
  }
  return prev[m];
}

const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
process.stdout.write(solve(a, b) + '\n');
