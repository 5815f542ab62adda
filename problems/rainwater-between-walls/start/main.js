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

// Return the total amount of water held above the columns h[0..n-1].
// The total stays below 2^53, so a plain number is exact.
function solve(h) {
  // TODO: add up min(tallest on the left, tallest on the right) - h[i] over all columns
  return 0;
}

const n = nextInt();
const h = new Array(n);
for (let i = 0; i < n; i++) h[i] = nextInt();
process.stdout.write(String(solve(h)) + '\n');
