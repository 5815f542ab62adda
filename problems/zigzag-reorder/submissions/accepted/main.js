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
  if (head === null || head.next === null) return;

  // 1. Find the last node of the first half (node number ceil(n / 2)).
  let slow = head;
  let fast = head;
  while (fast.next !== null && fast.next.next !== null) {
    slow = slow.next;
    fast = fast.next.next;
  }

  // 2. Cut the list after it and reverse the second half.
  let second = slow.next;
  slow.next = null;
  let prev = null;
  while (second !== null) {
    const nxt = second.next;
    second.next = prev;
    prev = second;
    second = nxt;
  }

  // 3. Weave the reversed second half into the first half. The second half is
  //    never longer than the first one.
  let first = head;
  second = prev;
  while (second !== null) {
    const firstNext = first.next;
    const secondNext = second.next;
    first.next = second;
    second.next = firstNext;
    first = firstNext;
    second = secondNext;
  }
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
