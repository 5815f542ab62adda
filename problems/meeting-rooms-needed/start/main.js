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

// Meeting i uses a room during [starts[i], ends[i]).
// Return the minimum number of rooms that can host all of them.
function solve(starts, ends) {
  // TODO: find the largest number of meetings running at the same moment
  return 0;
}

const n = nextInt();
const starts = new Array(n), ends = new Array(n);
for (let i = 0; i < n; i++) {
  starts[i] = nextInt();
  ends[i] = nextInt();
}
process.stdout.write(String(solve(starts, ends)) + '\n');
