const data = require('fs').readFileSync(0, 'utf8');
let pos = 0;
function nextInt() {
  while (data.charCodeAt(pos) < 45) pos++; // skip spaces and line breaks
  let neg = false;
  if (data[pos] === '-') { neg = true; pos++; }
  let x = 0;
  while (pos < data.length && data.charCodeAt(pos) >= 48) x = x * 10 + (data.charCodeAt(pos++) - 48);
  return neg ? -x : x;
}

// Return the number of pairs i < j with a[i] > a[j].
// The count stays below 2^53, so a plain number is exact.
function solve(a) {
  // Bottom-up merge sort. When a right element is taken before the remaining left
  // elements, it forms an inversion with each of them (they are strictly larger).
  const n = a.length;
  let src = Int32Array.from(a), dst = new Int32Array(n);
  let count = 0;
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n), hi = Math.min(lo + 2 * width, n);
      let i = lo, j = mid, k = lo;
      while (i < mid && j < hi) {
        if (src[i] <= src[j]) {
          dst[k++] = src[i++];
        } else {
          count += mid - i;
          dst[k++] = src[j++];
        }
      }
      while (i < mid) dst[k++] = src[i++];
      while (j < hi) dst[k++] = src[j++];
    }
    [src, dst] = [dst, src];
  }
  return count;
}

const n = nextInt();
const a = new Array(n);
for (let i = 0; i < n; i++) a[i] = nextInt();
process.stdout.write(String(solve(a)) + '\n');
