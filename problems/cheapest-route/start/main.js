'use strict';

// roads[i] = [u, v, w]: a one-way road from town u to town v with toll w.
// Returns an array of n numbers: element i-1 is the cheapest toll from town s to town i,
// or -1 if town i cannot be reached.
function solve(n, s, roads) {
  // TODO: write your solution here
  return new Array(n).fill(0);
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
const s = nextInt();
const roads = [];
for (let i = 0; i < m; i++) {
  const u = nextInt();
  const v = nextInt();
  const w = nextInt();
  roads.push([u, v, w]);
}
console.log(solve(n, s, roads).join(' '));
