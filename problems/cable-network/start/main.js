'use strict';

// cables[i] = [u, v, cost]: a possible cable between buildings u and v.
// Returns the minimum total cost of cables that connect buildings 1..n, or -1 if impossible.
function solve(n, cables) {
  // TODO: write your solution here
  return 0;
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
const cables = [];
for (let i = 0; i < m; i++) {
  const u = nextInt();
  const v = nextInt();
  const cost = nextInt();
  cables.push([u, v, cost]);
}
console.log(String(solve(n, cables)));
