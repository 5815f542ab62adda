'use strict';

// grid[i][j] is '#' (land) or '.' (water).
// Returns the number of islands (groups of land cells joined through shared sides).
function solve(grid) {
  const r = grid.length;
  const c = grid[0].length;
  const seen = new Uint8Array(r * c);
  const stack = new Int32Array(r * c); // an explicit stack of cells i * c + j
  const dr = [-1, 1, 0, 0];
  const dc = [0, 0, -1, 1];
  let islands = 0;
  for (let i = 0; i < r; i++) {
    for (let j = 0; j < c; j++) {
      if (grid[i][j] !== '#' || seen[i * c + j]) continue;
      // A land cell that no earlier island reached: a new island. Flood it.
      islands++;
      seen[i * c + j] = 1;
      let top = 0;
      stack[top++] = i * c + j;
      while (top > 0) {
        const cell = stack[--top];
        const x = Math.floor(cell / c);
        const y = cell - x * c;
        for (let d = 0; d < 4; d++) {
          const nx = x + dr[d];
          const ny = y + dc[d];
          if (nx < 0 || nx >= r || ny < 0 || ny >= c) continue;
          if (grid[nx][ny] !== '#' || seen[nx * c + ny]) continue;
          seen[nx * c + ny] = 1;
          stack[top++] = nx * c + ny;
        }
      }
    }
  }
  return islands;
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
const r = Number(tokens[0]);
const grid = tokens.slice(2, 2 + r);
console.log(String(solve(grid)));
