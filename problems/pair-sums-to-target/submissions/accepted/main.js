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

// Return the number of pairs i < j with a[i] + a[j] === t.
// All values and the count stay below 2^53, so plain numbers are exact.
function solve(a, t) {
  // Walk left to right; seen.get(v) = how many earlier elements equal v.
  // Element x pairs with every earlier element equal to t - x.
  const seen = new Map();
  let pairs = 0;
  for (const x of a) {
    pairs += seen.get(t - x) || 0;
    seen.set(x, (seen.get(x) || 0) + 1);
  }
  return pairs;
}

const n = nextInt(), t = nextInt();
const a = new Array(n);
for (let i = 0; i < n; i++) a[i] = nextInt();
process.stdout.write(String(solve(a, t)) + '\n');
