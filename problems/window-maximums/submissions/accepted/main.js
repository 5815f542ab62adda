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
  const answer = [];
  // candidates[head..tail-1] is a deque of indices whose values strictly decrease from
  // front to back; the front is always the window maximum.
  const candidates = new Int32Array(a.length);
  let head = 0, tail = 0;
  for (let i = 0; i < a.length; i++) {
    while (tail > head && a[candidates[tail - 1]] <= a[i]) tail--;
    candidates[tail++] = i;
    if (candidates[head] <= i - k) head++; // it left the window
    if (i >= k - 1) answer.push(a[candidates[head]]);
  }
  return answer;
}

const n = nextInt(), k = nextInt();
const a = new Array(n);
for (let i = 0; i < n; i++) a[i] = nextInt();
const answer = solve(a, k);
process.stdout.write(answer.join(' ') + '\n');
