'use strict';

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// a and b hold the digits of two numbers, least significant digit first.
// Return a new list with the digits of their sum in the same order.
function addLists(a, b) {
  const dummy = new ListNode(0); // the sum hangs off dummy.next
  let tail = dummy;
  let carry = 0;
  // Keep going while either number has digits left or a carry is pending.
  while (a !== null || b !== null || carry !== 0) {
    let sum = carry;
    if (a !== null) {
      sum += a.val;
      a = a.next;
    }
    if (b !== null) {
      sum += b.val;
      b = b.next;
    }
    tail.next = new ListNode(sum % 10);
    tail = tail.next;
    carry = sum >= 10 ? 1 : 0;
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
  let pos = 0;
  const n = tokens[pos++];
  const a = buildList(tokens.slice(pos, pos + n));
  pos += n;
  const m = tokens[pos++];
  const b = buildList(tokens.slice(pos, pos + m));
  process.stdout.write(listToString(addLists(a, b)) + '\n');
}

main();
