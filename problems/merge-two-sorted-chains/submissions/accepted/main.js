'use strict';

class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

// Merge the sorted lists a and b into one sorted list and return its head.
function mergeLists(a, b) {
  const dummy = new ListNode(0); // the merged list hangs off dummy.next
  let tail = dummy;
  while (a !== null && b !== null) {
    if (b.val < a.val) {
      tail.next = b;
      b = b.next;
    } else {
      tail.next = a;
      a = a.next;
    }
    tail = tail.next;
  }
  tail.next = a !== null ? a : b; // at most one list still has nodes
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
  process.stdout.write(listToString(mergeLists(a, b)) + '\n');
}

main();
