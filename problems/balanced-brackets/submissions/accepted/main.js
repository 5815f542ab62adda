'use strict';

const MATCH = { ')': '(', ']': '[', '}': '{' };

// Return true if the bracket string s is balanced.
// Keep the open brackets on a stack; a closing bracket must match the top.
function solve(s) {
  const stack = [];
  for (const c of s) {
    if (c === '(' || c === '[' || c === '{') {
      stack.push(c);
    } else if (stack.length === 0 || stack.pop() !== MATCH[c]) {
      return false;
    }
  }
  return stack.length === 0;
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);
const t = parseInt(tokens[0], 10);
const out = [];
for (let i = 1; i <= t; i++) {
  out.push(solve(tokens[i]) ? 'YES' : 'NO');
}
console.log(out.join('\n'));
