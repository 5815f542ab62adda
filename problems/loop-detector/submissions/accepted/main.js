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
  // Floyd: `fast` moves two steps for every step of `slow`. If there is a
  // cycle they meet inside it. Let the tail (head to entry) have length T and
  // let them meet D steps after the entry on a cycle of length C. Then
  // 2(T + D) - (T + D) is a multiple of C, so T is congruent to C - D (mod C):
  // walking T steps from the head and from the meeting point ends at the entry.
  let slow = head;
  let fast = head;
  while (fast !== null && fast.next !== null) {
    slow = slow.next;
    fast = fast.next.next;
    if (slow === fast) {
      let p = head;
      while (p !== slow) {
        p = p.next;
        slow = slow.next;
      }
      return p;
    }
  }
  return null; // fast fell off the end: no cycle
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
