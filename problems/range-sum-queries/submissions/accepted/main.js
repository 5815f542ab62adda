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

// a is the array (a[0] is position 1); ls[i], rs[i] are the i-th query's bounds, 1-based and inclusive.
// Return an array with one sum per query, in the same order.
function solve(a, ls, rs) {
  const answers = new Array(ls.length).fill(0);
  // prefix[i] = a[0] + ... + a[i-1]. Sums stay below 2^53, so plain numbers are exact.
  const prefix = new Array(a.length + 1);
  prefix[0] = 0;
  for (let i = 0; i < a.length; i++) prefix[i + 1] = prefix[i] + a[i];
  for (let i = 0; i < ls.length; i++) answers[i] = prefix[rs[i]] - prefix[ls[i] - 1];
  return answers;
}

const n = nextInt(), q = nextInt();
const a = new Array(n);
for (let i = 0; i < n; i++) a[i] = nextInt();
const ls = new Array(q), rs = new Array(q);
for (let i = 0; i < q; i++) { ls[i] = nextInt(); rs[i] = nextInt(); }
const answers = solve(a, ls, rs);
process.stdout.write(answers.join('\n') + '\n');
