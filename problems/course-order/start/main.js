'use strict';

// rules[i] = [a, b] means course a must be completed before course b.
// Returns the lexicographically smallest valid order of courses 1..n,
// or an empty array if no valid order exists.
function solve(n, rules) {
  // TODO: write your solution here
  return [];
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
const rules = [];
for (let i = 0; i < m; i++) {
  const a = nextInt();
  const b = nextInt();
  rules.push([a, b]);
}
const order = solve(n, rules);
console.log(order.length === 0 ? 'IMPOSSIBLE' : order.join(' '));
