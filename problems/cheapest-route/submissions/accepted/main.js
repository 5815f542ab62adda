'use strict';

// A binary min-heap of (key, value) pairs.
class MinHeap {
  constructor() {
    this.keys = [];
    this.values = [];
  }

  get size() {
    return this.keys.length;
  }

  push(key, value) {
    const keys = this.keys;
    const values = this.values;
    let i = keys.length;
    keys.push(key);
    values.push(value);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent] <= key) break;
      keys[i] = keys[parent];
      values[i] = values[parent];
      i = parent;
    }
    keys[i] = key;
    values[i] = value;
  }

  // Removes the pair with the smallest key; read it first with keys[0] and values[0].
  pop() {
    const keys = this.keys;
    const values = this.values;
    const lastKey = keys.pop();
    const lastValue = values.pop();
    const n = keys.length;
    if (n === 0) return;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && keys[child + 1] < keys[child]) child++;
      if (keys[child] >= lastKey) break;
      keys[i] = keys[child];
      values[i] = values[child];
      i = child;
    }
    keys[i] = lastKey;
    values[i] = lastValue;
  }
}

// roads[i] = [u, v, w]: a one-way road from town u to town v with toll w.
// Returns an array of n numbers: element i-1 is the cheapest toll from town s to town i,
// or -1 if town i cannot be reached.
function solve(n, s, roads) {
  // Adjacency lists as linked lists in typed arrays: the roads out of u are
  // first[u], next[first[u]], ... (-1 ends the list).
  const m = roads.length;
  const first = new Int32Array(n + 1).fill(-1);
  const next = new Int32Array(m);
  const target = new Int32Array(m);
  const toll = new Float64Array(m);
  for (let i = 0; i < m; i++) {
    const [u, v, w] = roads[i];
    target[i] = v;
    toll[i] = w;
    next[i] = first[u];
    first[u] = i;
  }

  // Dijkstra's algorithm. Tolls stay below 2^53, so plain numbers are exact.
  const dist = new Float64Array(n + 1).fill(Infinity);
  const heap = new MinHeap();
  dist[s] = 0;
  heap.push(0, s);
  while (heap.size > 0) {
    const d = heap.keys[0];
    const u = heap.values[0];
    heap.pop();
    if (d !== dist[u]) continue; // an outdated entry: u was already settled cheaper
    for (let e = first[u]; e !== -1; e = next[e]) {
      const v = target[e];
      if (d + toll[e] < dist[v]) {
        dist[v] = d + toll[e];
        heap.push(dist[v], v);
      }
    }
  }

  const result = [];
  for (let i = 1; i <= n; i++) result.push(dist[i] === Infinity ? -1 : dist[i]);
  return result;
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
