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
  // TODO: write your solution here
  return head;
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
