'use strict';

// links[i] = [u, v] is a link between servers u and v.
// Returns the number of critical links (bridges).
function solve(n, links) {
  const m = links.length;
  // adj[u] = list of link indices at u (the index tells parallel links apart).
  const adj = Array.from({ length: n + 1 }, () => []);
  for (let i = 0; i < m; i++) {
    adj[links[i][0]].push(i);
    adj[links[i][1]].push(i);
  }

  // Depth-first search with an explicit stack (a recursive one could go 5 · 10^4 calls deep).
  // tin[u]: when u was discovered; low[u]: the earliest discovery time reachable from u's
  // subtree using at most one link that is not a tree link. The tree link parent-u is
  // critical exactly when low[u] > tin[parent]: nothing below u climbs back above it.
  const tin = new Int32Array(n + 1);
  const low = new Int32Array(n + 1);
  const parentLink = new Int32Array(n + 1).fill(-1);
  const next = new Int32Array(n + 1); // how many links of u were looked at
  const stack = new Int32Array(n);
  let timer = 0;
  let bridges = 0;
  for (let root = 1; root <= n; root++) {
    if (tin[root] !== 0) continue;
    tin[root] = low[root] = ++timer;
    let top = 0;
    stack[top++] = root;
    while (top > 0) {
      const u = stack[top - 1];
      if (next[u] < adj[u].length) {
        const id = adj[u][next[u]++];
        if (id === parentLink[u]) continue; // do not go back along the same link
        const v = links[id][0] === u ? links[id][1] : links[id][0];
        if (tin[v] !== 0) {
          low[u] = Math.min(low[u], tin[v]); // a link back to an earlier server
        } else {
          tin[v] = low[v] = ++timer;
          parentLink[v] = id;
          stack[top++] = v;
        }
      } else {
        top--; // u is finished: report to its parent
        if (top > 0) {
          const p = stack[top - 1];
          if (low[u] < low[p]) low[p] = low[u];
          if (low[u] > tin[p]) bridges++;
        }
      }
    }
  }
  return bridges;
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
const links = [];
for (let i = 0; i < m; i++) {
  const u = nextInt();
  const v = nextInt();
  links.push([u, v]);
}
console.log(String(solve(n, links)));
