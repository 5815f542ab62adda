const data = require('fs').readFileSync(0, 'utf8');
let pos = 0;
function nextInt() {
  while (data.charCodeAt(pos) < 45) pos++; // skip spaces and line breaks
  let neg = false;
  if (data[pos] === '-') { neg = true; pos++; }
  let x = 0;
  while (pos < data.length && data.charCodeAt(pos) >= 48) x = x * 10 + (data.charCodeAt(pos++) - 48);
  return neg ? -x : x;
}

// Return the largest sum of a non-empty contiguous block of a.
// Sums stay below 2^53 in absolute value, so plain numbers are exact.
function solve(a) {
  // TODO: find the largest sum of a non-empty contiguous block
  return 0;
}

const n = nextInt();
const a = new Array(n);
for (let i = 0; i < n; i++) a[i] = nextInt();
process.stdout.write(String(solve(a)) + '\n');
