'use strict';

// Returns the number of friend circles among students 1..n.
// friendships[i] = [u, v] means students u and v are friends.
function solve(n, friendships) {
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
const friendships = [];
for (let i = 0; i < m; i++) {
  const u = nextInt();
  const v = nextInt();
  friendships.push([u, v]);
}
console.log(String(solve(n, friendships)));
