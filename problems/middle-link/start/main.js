'use strict';

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Return the middle node of the list (the second middle one when the length is even).
function middleNode(head) {
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

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
  const n = tokens[0];
  const head = buildList(tokens.slice(1, 1 + n));
  process.stdout.write(middleNode(head).val + '\n');
}

main();
