var hasCycle = function (head) {
  let slow = head;
  let fast = head;
  // on a cycle, fast gains one node per step on slow and so must land on it
  while (fast !== null && fast.next !== null) {
    slow = slow.next;
    fast = fast.next.next;
    if (slow === fast) return true;
  }
  return false;
};
