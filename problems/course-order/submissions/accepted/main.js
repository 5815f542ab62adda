'use strict';

// A binary min-heap of integers.
class MinHeap {
  constructor() {
    this.items = [];
  }

  get size() {
    return this.items.length;
  }

  push(x) {
    const a = this.items;
    let i = a.length;
    a.push(x);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (a[parent] <= x) break;
      a[i] = a[parent];
      i = parent;
    }
    a[i] = x;
  }

  // Removes and returns the smallest element.
  pop() {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    const n = a.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= n) break;
        if (child + 1 < n && a[child + 1] < a[child]) child++;
        if (a[child] >= last) break;
        a[i] = a[child];
        i = child;
      }
      a[i] = last;
    }
    return top;
  }
}

// rules[i] = [a, b] means course a must be completed before course b.
// Returns the lexicographically smallest valid order of courses 1..n,
// or an empty array if no valid order exists.
function solve(n, rules) {
  const unlocks = Array.from({ length: n + 1 }, () => []);
  const missing = new Int32Array(n + 1); // prerequisites not yet taken
  for (const [a, b] of rules) {
    unlocks[a].push(b);
    missing[b]++;
  }
  // Kahn's algorithm, always taking the smallest course that is available right now.
  const available = new MinHeap();
  for (let c = 1; c <= n; c++) if (missing[c] === 0) available.push(c);
  const order = [];
  while (available.size > 0) {
    const c = available.pop();
    order.push(c);
    for (const next of unlocks[c]) {
      if (--missing[next] === 0) available.push(next);
    }
  }
  if (order.length < n) return []; // the remaining courses wait on each other in a cycle
  return order;
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
