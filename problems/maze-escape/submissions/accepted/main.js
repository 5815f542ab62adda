'use strict';

// grid[i][j] is one of '.', '#', 'S', 'E'.
// Returns the minimum number of moves from S to E, or -1 if E cannot be reached.
function solve(grid) {
  const r = grid.length;
  const c = grid[0].length;
  const dist = new Int32Array(r * c).fill(-1);
  const queue = new Int32Array(r * c); // cells stored as i * c + j
  let head = 0;
  let tail = 0;
  for (let i = 0; i < r; i++) {
    const j = grid[i].indexOf('S');
    if (j !== -1) {
      dist[i * c + j] = 0;
      queue[tail++] = i * c + j;
    }
  }
  const dr = [-1, 1, 0, 0];
  const dc = [0, 0, -1, 1];
  // Breadth-first search: cells leave the queue in order of their distance from S.
  while (head < tail) {
    const cell = queue[head++];
    const i = Math.floor(cell / c);
    const j = cell - i * c;
    if (grid[i][j] === 'E') return dist[cell];
    for (let d = 0; d < 4; d++) {
      const ni = i + dr[d];
      const nj = j + dc[d];
      if (ni < 0 || ni >= r || nj < 0 || nj >= c) continue;
      const next = ni * c + nj;
      if (grid[ni][nj] === '#' || dist[next] !== -1) continue;
      dist[next] = dist[cell] + 1;
      queue[tail++] = next;
    }
  }
  return -1;
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
const r = Number(tokens[0]);
const c = Number(tokens[1]);
const grid = tokens.slice(2, 2 + r);
console.log(String(solve(grid)));
