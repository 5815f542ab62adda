'use strict';

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Return the node where the walk from head enters a cycle, or null if the
// walk reaches the end of the list. Use O(1) extra memory.
function detectCycle(head) {
  // TODO: write your solution here
  return null;
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
  const n = tokens[0];
  const h = tokens[1];
  const nodes = new Array(n + 1); // nodes[i] is node number i; nodes[0] stays null
  nodes[0] = null;
  for (let i = 1; i <= n; i++) nodes[i] = new ListNode(i);
  for (let i = 1; i <= n; i++) nodes[i].next = nodes[tokens[1 + i]];

  const entry = detectCycle(nodes[h]);
  process.stdout.write((entry === null ? 0 : entry.val) + '\n');
}

main();
