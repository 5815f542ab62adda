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

// Return the maximum of every window a[i..i+k-1], for i = 0 .. n-k.
function solve(a, k) {
  const answer = new Array(a.length - k + 1).fill(0);
  // TODO: fill answer[i] with the maximum of a[i..i+k-1]
  return answer;
}

const n = nextInt(), k = nextInt();
const a = new Array(n);
for (let i = 0; i < n; i++) a[i] = nextInt();
const answer = solve(a, k);
process.stdout.write(answer.join(' ') + '\n');
