import { passedParameters, type FunctionSignature } from '@codeyard/shared/function-problem';

/**
 * What the JavaScript and TypeScript drivers share: plain CommonJS JavaScript (TypeScript's
 * driver carries it under `// @ts-nocheck`), the names LeetCode's JavaScript gives a solution
 * (ListNode and TreeNode as its constructor functions; the priority queues of
 * @datastructures-js/priority-queue and the Queue and Deque of @datastructures-js/queue and
 * /deque, written here anew with their current API) and the conversions between the typed JSON
 * lines and the function's arguments and result.
 *
 * Numbers are JavaScript's: a long beyond 2^53 loses its last digits both ways, as on LeetCode; a
 * solution that returns a BigInt for a long is printed exactly.
 */
export const JAVASCRIPT_RUNTIME = String.raw`'use strict';
const fs = require('fs');
const path = require('path');

function ListNode(val, next) {
  this.val = val === undefined ? 0 : val;
  this.next = next === undefined ? null : next;
}

function TreeNode(val, left, right) {
  this.val = val === undefined ? 0 : val;
  this.left = left === undefined ? null : left;
  this.right = right === undefined ? null : right;
}

/** A binary heap in an array: compare(a, b) < 0 puts a nearer the front. */
class PriorityQueue {
  constructor(compare, values) {
    if (typeof compare !== 'function') throw new TypeError('PriorityQueue needs a compare function');
    this._compare = compare;
    this._heap = Array.isArray(values) ? values : [];
    for (let index = (this._heap.length >> 1) - 1; index >= 0; index--) this._down(index);
  }
  static fromArray(values, compare) {
    return new PriorityQueue(compare, values);
  }
  _up(index) {
    const heap = this._heap;
    const item = heap[index];
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (this._compare(item, heap[parent]) >= 0) break;
      heap[index] = heap[parent];
      index = parent;
    }
    heap[index] = item;
  }
  _down(index) {
    const heap = this._heap;
    const item = heap[index];
    for (;;) {
      let child = 2 * index + 1;
      if (child >= heap.length) break;
      if (child + 1 < heap.length && this._compare(heap[child + 1], heap[child]) < 0) child++;
      if (this._compare(heap[child], item) >= 0) break;
      heap[index] = heap[child];
      index = child;
    }
    heap[index] = item;
  }
  enqueue(value) {
    this._heap.push(value);
    this._up(this._heap.length - 1);
    return this;
  }
  push(value) {
    return this.enqueue(value);
  }
  dequeue() {
    const heap = this._heap;
    if (heap.length === 0) return null;
    const first = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      heap[0] = last;
      this._down(0);
    }
    return first;
  }
  pop() {
    return this.dequeue();
  }
  front() {
    return this._heap.length > 0 ? this._heap[0] : null;
  }
  back() {
    let last = null;
    for (let index = this._heap.length >> 1; index < this._heap.length; index++)
      if (last === null || this._compare(this._heap[index], last) > 0) last = this._heap[index];
    return last;
  }
  size() {
    return this._heap.length;
  }
  isEmpty() {
    return this._heap.length === 0;
  }
  toArray() {
    return this._heap.slice().sort(this._compare);
  }
  clear() {
    this._heap = [];
  }
  contains(predicate) {
    return this._heap.some(predicate);
  }
  remove(predicate) {
    const removed = this._heap.filter(predicate);
    if (removed.length > 0) {
      this._heap = this._heap.filter((value) => !predicate(value));
      for (let index = (this._heap.length >> 1) - 1; index >= 0; index--) this._down(index);
    }
    return removed;
  }
  [Symbol.iterator]() {
    return this.toArray()[Symbol.iterator]();
  }
}

/**
 * MinPriorityQueue and MaxPriorityQueue: ordered by the value itself or by getCompareValue(value)
 * (the current API). The older API is kept too, for solutions written against it: an options
 * object ({ priority }, { compare }) and enqueue(element, priority), whose queue then holds and
 * gives back { priority, element } records.
 */
function ordered(direction) {
  return class extends PriorityQueue {
    constructor(option, values) {
      if (Array.isArray(option)) {
        values = option;
        option = undefined;
      }
      const options = option !== null && typeof option === 'object' ? option : {};
      const key = typeof option === 'function' ? option : typeof options.priority === 'function' ? options.priority : null;
      const state = { records: typeof options.priority === 'function' };
      const valueOf = (item) => (state.records ? item.priority : key ? key(item) : item);
      const compare =
        typeof options.compare === 'function'
          ? options.compare
          : (left, right) => {
              const a = valueOf(left);
              const b = valueOf(right);
              return a < b ? -direction : a > b ? direction : 0;
            };
      super(compare, values && state.records ? values.map((element) => ({ priority: key(element), element })) : values);
      this._state = state;
      this._key = key;
    }
    static fromArray(values, getCompareValue) {
      return new this(getCompareValue, values);
    }
    enqueue(element, priority) {
      if (priority === undefined && !this._state.records) return super.enqueue(element);
      this._state.records = true;
      return super.enqueue({
        priority: priority !== undefined ? priority : this._key ? this._key(element) : element,
        element,
      });
    }
    push(element) {
      return this.enqueue(element);
    }
  };
}
const MinPriorityQueue = ordered(1);
const MaxPriorityQueue = ordered(-1);

/** A first-in first-out queue; dequeue moves an index, and the array is cut down now and then. */
class Queue {
  constructor(elements) {
    this._items = Array.isArray(elements) ? elements : [];
    this._head = 0;
  }
  static fromArray(elements) {
    return new Queue(elements.slice());
  }
  enqueue(value) {
    this._items.push(value);
    return this;
  }
  push(value) {
    return this.enqueue(value);
  }
  dequeue() {
    if (this.size() === 0) return null;
    const value = this._items[this._head];
    this._items[this._head++] = undefined;
    if (this._head > 1024 && this._head * 2 >= this._items.length) {
      this._items = this._items.slice(this._head);
      this._head = 0;
    }
    return value;
  }
  pop() {
    return this.dequeue();
  }
  front() {
    return this.size() > 0 ? this._items[this._head] : null;
  }
  back() {
    return this.size() > 0 ? this._items[this._items.length - 1] : null;
  }
  size() {
    return this._items.length - this._head;
  }
  isEmpty() {
    return this.size() === 0;
  }
  toArray() {
    return this._items.slice(this._head);
  }
  clear() {
    this._items = [];
    this._head = 0;
  }
  clone() {
    return new Queue(this.toArray());
  }
}

/** A double-ended queue in a ring buffer that doubles when full. */
class Deque {
  constructor(elements) {
    this._ring = new Array(16);
    this._start = 0;
    this._size = 0;
    if (Array.isArray(elements)) for (const element of elements) this.pushBack(element);
  }
  static fromArray(elements) {
    return new Deque(elements);
  }
  _grow() {
    if (this._size < this._ring.length) return;
    const ring = new Array(this._ring.length * 2);
    for (let index = 0; index < this._size; index++) ring[index] = this._ring[(this._start + index) % this._ring.length];
    this._ring = ring;
    this._start = 0;
  }
  pushBack(value) {
    this._grow();
    this._ring[(this._start + this._size) % this._ring.length] = value;
    this._size++;
    return this;
  }
  pushFront(value) {
    this._grow();
    this._start = (this._start + this._ring.length - 1) % this._ring.length;
    this._ring[this._start] = value;
    this._size++;
    return this;
  }
  popFront() {
    if (this._size === 0) return null;
    const value = this._ring[this._start];
    this._ring[this._start] = undefined;
    this._start = (this._start + 1) % this._ring.length;
    this._size--;
    return value;
  }
  popBack() {
    if (this._size === 0) return null;
    const index = (this._start + this._size - 1) % this._ring.length;
    const value = this._ring[index];
    this._ring[index] = undefined;
    this._size--;
    return value;
  }
  front() {
    return this._size > 0 ? this._ring[this._start] : null;
  }
  back() {
    return this._size > 0 ? this._ring[(this._start + this._size - 1) % this._ring.length] : null;
  }
  size() {
    return this._size;
  }
  isEmpty() {
    return this._size === 0;
  }
  toArray() {
    const values = [];
    for (let index = 0; index < this._size; index++) values.push(this._ring[(this._start + index) % this._ring.length]);
    return values;
  }
  clear() {
    this._ring = new Array(16);
    this._start = 0;
    this._size = 0;
  }
  clone() {
    return new Deque(this.toArray());
  }
}

/** The names a solution finds as globals, as on LeetCode. */
const LEETCODE_GLOBALS = { ListNode, TreeNode, PriorityQueue, MinPriorityQueue, MaxPriorityQueue, Queue, Deque };

function buildList(Node, values) {
  let head = null;
  for (let index = values.length - 1; index >= 0; index--) head = new Node(values[index], head);
  return head;
}

function buildTree(Node, values) {
  if (values.length === 0) return null;
  const root = new Node(values[0]);
  let level = [root];
  let index = 1;
  while (index < values.length && level.length > 0) {
    const following = [];
    for (const node of level) {
      for (const side of ['left', 'right']) {
        if (index >= values.length) break;
        if (values[index] !== null) {
          node[side] = new Node(values[index]);
          following.push(node[side]);
        }
        index++;
      }
    }
    level = following;
  }
  return root;
}

/** Links the list's tail to its node at position (LeetCode's pos; -1: no cycle). */
function linkCycle(head, position) {
  if (position < 0 || head === null) return;
  let node = head;
  let target = null;
  for (let index = 0; ; index++) {
    if (index === position) target = node;
    if (node.next === null) break;
    node = node.next;
  }
  node.next = target;
}

/** The arguments from the input's lines, with the ListNode and TreeNode constructors the solution sees. */
function readArguments(signature, nodes) {
  const lines = fs.readFileSync(0, 'utf8').split('\n');
  const values = signature.params.map((parameter, index) => JSON.parse(lines[index]));
  const byName = {};
  signature.params.forEach((parameter, index) => {
    const value = values[index];
    byName[parameter.name] =
      parameter.type === 'ListNode'
        ? buildList(nodes.ListNode, value)
        : parameter.type === 'TreeNode'
          ? buildTree(nodes.TreeNode, value)
          : value;
  });
  signature.params.forEach((parameter, index) => {
    if (parameter.cycleOf !== null) linkCycle(byName[parameter.cycleOf], values[index]);
  });
  return signature.passed.map((name) => byName[name]);
}

function listValues(head) {
  const values = [];
  const seen = new Set();
  for (let node = head; node !== null && node !== undefined; node = node.next) {
    if (seen.has(node)) throw new Error('the returned ListNode has a cycle');
    seen.add(node);
    values.push(node.val);
  }
  return values;
}

function treeValues(root) {
  const values = [];
  const queue = [root];
  for (let index = 0; index < queue.length; index++) {
    const node = queue[index];
    if (node === null || node === undefined) {
      values.push(null);
      continue;
    }
    values.push(node.val);
    queue.push(node.left === undefined ? null : node.left, node.right === undefined ? null : node.right);
  }
  while (values.length > 0 && values[values.length - 1] === null) values.pop();
  return values;
}

/** The returned value as compact JSON: a list as its values, a tree in level order, a BigInt as its digits. */
function resultText(type, result) {
  if (type === 'ListNode') return JSON.stringify(listValues(result));
  if (type === 'TreeNode') return JSON.stringify(treeValues(result));
  if (result === undefined) return 'null';
  if (!type.includes('long')) return JSON.stringify(result);
  const marker = '\u0001bigint:';
  return JSON.stringify(result, (key, value) => (typeof value === 'bigint' ? marker + value : value)).replace(
    /"\\u0001bigint:(-?\d+)"/g,
    '$1',
  );
}

/** Runs the solution: loads it (which gives back the function, or undefined), reads the input, calls it and prints the result. */
function runSolution(signature, load, describe) {
  Object.assign(globalThis, LEETCODE_GLOBALS, { require });
  const solve = load();
  if (typeof solve !== 'function') {
    process.stderr.write(describe + ' does not define the function ' + signature.functionName + '\n');
    process.exit(1);
  }
  const args = readArguments(signature, {
    ListNode: typeof globalThis.ListNode === 'function' ? globalThis.ListNode : ListNode,
    TreeNode: typeof globalThis.TreeNode === 'function' ? globalThis.TreeNode : TreeNode,
  });
  const result = solve(...args);
  process.stdout.write(resultText(signature.returns, result) + '\n');
}
`;

/** The signature as the runtime reads it, a JSON literal: its parameters in order, and which are passed. */
export function runtimeSignature(signature: FunctionSignature, functionName: string): string {
  return JSON.stringify({
    functionName,
    params: signature.params.map((parameter) => ({
      name: parameter.name,
      type: parameter.type,
      cycleOf: parameter.cycleOf ?? null,
    })),
    passed: passedParameters(signature).map((parameter) => parameter.name),
    returns: signature.returns,
  });
}
