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

// For every tower i, return the distance to the nearest strictly taller tower on its right, or 0.
function solve(h) {
  const answer = new Array(h.length).fill(0);
  // TODO: fill answer[i] for every tower
  return answer;
}

const n = nextInt();
const h = new Array(n);
for (let i = 0; i < n; i++) h[i] = nextInt();
const answer = solve(h);
process.stdout.write(answer.join(' ') + '\n');
