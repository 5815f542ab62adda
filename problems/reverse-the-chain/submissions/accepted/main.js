'use strict';

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Reverse the list that starts at head and return the new head.
function reverseList(head) {
  let prev = null;
  let cur = head;
  while (cur !== null) {
    const nxt = cur.next; // remember the rest of the list
    cur.next = prev; // turn this link around
    prev = cur;
    cur = nxt;
  }
  return prev;
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
  process.stdout.write(listToString(reverseList(head)) + '\n');
}

main();
