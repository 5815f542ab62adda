'use strict';

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Rearrange the nodes into the order L0, Ln-1, L1, Ln-2, ... by changing their
// next pointers. The head stays first, so nothing is returned.
function reorderList(head) {
  // TODO: write your solution here
}

// Links the values into a list and returns its head (null for no values).
function buildList(values) {
  const dummy = new ListNode(0);
  let tail = dummy;
  for (const v of values) {
    tail.next = new ListNode(v);
    tail = tail.next;
  }
  return dummy.next;
}

function listToString(head) {
  const out = [];
  for (let cur = head; cur !== null; cur = cur.next) out.push(cur.val);
  return out.join(' ');
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
  const n = tokens[0];
  const head = buildList(tokens.slice(1, 1 + n));
  reorderList(head);
  process.stdout.write(listToString(head) + '\n');
}

main();
