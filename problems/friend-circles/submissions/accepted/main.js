'use strict';

// Returns the number of friend circles among students 1..n.
// friendships[i] = [u, v] means students u and v are friends.
function solve(n, friendships) {
  const parent = new Int32Array(n + 1);
  const size = new Int32Array(n + 1).fill(1);
  for (let i = 0; i <= n; i++) parent[i] = i;
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]]; // path halving
      x = parent[x];
    }
    return x;
  };
  let circles = n; // every student starts in a circle of their own
  for (const [u, v] of friendships) {
    let a = find(u);
    let b = find(v);
    if (a === b) continue;
    if (size[a] < size[b]) [a, b] = [b, a];
    parent[b] = a;
    size[a] += size[b];
    circles--; // two circles merged into one
  }
  return circles;
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
