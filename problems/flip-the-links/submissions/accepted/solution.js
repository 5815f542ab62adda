var reverseList = function (head) {
  let previous = null;
  while (head !== null) {
    const following = head.next;
    head.next = previous; // turn this link around
    previous = head;
    head = following;
  }
  return previous;
};
