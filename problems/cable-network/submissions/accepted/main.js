'use strict';

// cables[i] = [u, v, cost]: a possible cable between buildings u and v.
// Returns the minimum total cost of cables that connect buildings 1..n, or -1 if impossible.
function solve(n, cables) {
  // Kruskal's algorithm: try the cables from cheapest to most expensive and keep a cable
  // whenever it joins two parts of the network that are not connected yet.
  const sorted = cables.slice().sort((a, b) => a[2] - b[2]);
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
  let total = 0; // stays below 2^53, so a plain number is exact
  let used = 0;
  for (const [u, v, cost] of sorted) {
    if (used === n - 1) break;
    let a = find(u);
    let b = find(v);
    if (a === b) continue;
    if (size[a] < size[b]) [a, b] = [b, a];
    parent[b] = a;
    size[a] += size[b];
    total += cost;
    used++;
  }
  return used === n - 1 ? total : -1;
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
