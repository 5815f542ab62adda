'use strict';

// rivalries[i] = [u, v] means players u and v must be on different teams.
// Returns true if players 1..n can be split into two such teams.
function solve(n, rivalries) {
  const adj = Array.from({ length: n + 1 }, () => []);
  for (const [u, v] of rivalries) {
    adj[u].push(v);
    adj[v].push(u);
  }
  const team = new Int8Array(n + 1).fill(-1); // -1: not placed yet, otherwise 0 or 1
  const queue = new Int32Array(n);
  // Breadth-first search from every player not placed yet (the rivalry graph may have many
  // separate groups). Each rival of a placed player must go to the other team.
  for (let s = 1; s <= n; s++) {
    if (team[s] !== -1) continue;
    team[s] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    while (head < tail) {
      const u = queue[head++];
      for (const v of adj[u]) {
        if (team[v] === -1) {
          team[v] = 1 - team[u];
          queue[tail++] = v;
        } else if (team[v] === team[u]) {
          return false; // two rivals forced onto the same team
        }
      }
    }
  }
  return true;
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
