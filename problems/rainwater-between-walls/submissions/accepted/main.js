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

// Return the total amount of water held above the columns h[0..n-1].
// The total stays below 2^53, so a plain number is exact.
function solve(h) {
  // Two pointers: the side with the lower running maximum decides the water level there,
  // because the other side is known to have a wall at least that tall.
  let left = 0, right = h.length - 1;
  let leftMax = 0, rightMax = 0, water = 0;
  while (left <= right) {
    if (leftMax <= rightMax) {
      leftMax = Math.max(leftMax, h[left]);
      water += leftMax - h[left];
      left++;
    } else {
      rightMax = Math.max(rightMax, h[right]);
      water += rightMax - h[right];
      right--;
    }
  }
  return water;
}

const n = nextInt();
const h = new Array(n);
for (let i = 0; i < n; i++) h[i] = nextInt();
process.stdout.write(String(solve(h)) + '\n');
