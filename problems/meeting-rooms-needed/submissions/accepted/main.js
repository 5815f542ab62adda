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
  const s = Int32Array.from(starts).sort(); // typed arrays sort numerically
  const e = Int32Array.from(ends).sort();
  // Go through the starts in time order. Before a meeting starts at time t, every meeting
  // with end <= t has already freed its room (the intervals are half-open).
  let finished = 0, rooms = 0;
  for (let i = 0; i < s.length; i++) {
    while (e[finished] <= s[i]) finished++;
    rooms = Math.max(rooms, i + 1 - finished);
  }
  return rooms;
}

const n = nextInt();
const starts = new Array(n), ends = new Array(n);
for (let i = 0; i < n; i++) {
  starts[i] = nextInt();
  ends[i] = nextInt();
}
process.stdout.write(String(solve(starts, ends)) + '\n');
