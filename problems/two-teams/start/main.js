'use strict';

// rivalries[i] = [u, v] means players u and v must be on different teams.
// Returns true if players 1..n can be split into two such teams.
function solve(n, rivalries) {
  // TODO: write your solution here
  return false;
}

const input = require('fs').readFileSync(0, 'utf8');
let pos = 0;

// Returns the next non-negative integer of the input.
function nextInt() {
  let c = input.charCodeAt(pos);
  while (c < 48 || c > 57) c = input.charCodeAt(++pos);
  let x = 0;
  while (c >= 48 && c <= 57) {
    x = x * 10 + (c - 48);
    c = input.charCodeAt(++pos);
  }
  return x;
}
const n = nextInt();
const m = nextInt();
const rivalries = [];
for (let i = 0; i < m; i++) {
  const u = nextInt();
  const v = nextInt();
  rivalries.push([u, v]);
}
console.log(solve(n, rivalries) ? 'YES' : 'NO');
