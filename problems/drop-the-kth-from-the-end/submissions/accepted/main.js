'use strict';

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Unlink the k-th node counting from the tail (k = 1 is the last node) and
// return the head of the resulting list.
function removeKthFromEnd(head, k) {
  // A dummy node in front of the head makes removing the head an ordinary case.
  const dummy = new ListNode(0, head);
  // Move `lead` k nodes ahead of `trail`; when lead reaches the last node,
  // trail sits right before the node to remove.
  let lead = dummy;
  for (let i = 0; i < k; i++) lead = lead.next;
  let trail = dummy;
  while (lead.next !== null) {
    lead = lead.next;
    trail = trail.next;
  }
  trail.next = trail.next.next;
  return dummy.next;
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
  const k = tokens[1];
  const head = buildList(tokens.slice(2, 2 + n));
  process.stdout.write(listToString(removeKthFromEnd(head, k)) + '\n');
}

main();
