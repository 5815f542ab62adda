'use strict';

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Reverse every block of k consecutive nodes (a last block shorter than k stays
// as it is) and return the head of the resulting list.
function reverseKGroup(head, k) {
  const dummy = new ListNode(0, head);
  let before = dummy; // last node of the part that is already done
  while (true) {
    // Is there a full block of k nodes after `before`?
    let probe = before;
    for (let i = 0; i < k && probe !== null; i++) probe = probe.next;
    if (probe === null) break; // fewer than k nodes left: keep them as they are
    const after = probe.next; // first node after the block

    // Reverse the block; its first node becomes its last one.
    const first = before.next;
    let prev = after;
    let cur = first;
    while (cur !== after) {
      const nxt = cur.next;
      cur.next = prev;
      prev = cur;
      cur = nxt;
    }
    before.next = prev; // prev is the old last node, now the block's head
    before = first;
  }
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
  process.stdout.write(listToString(reverseKGroup(head, k)) + '\n');
}

main();
