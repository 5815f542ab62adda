import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { JAVASCRIPT_RUNTIME } from './javascript-runtime.js';

type Queue<T> = {
  enqueue(value: T, priority?: number): unknown;
  dequeue(): T | null;
  front(): T | null;
  back(): T | null;
  size(): number;
  isEmpty(): boolean;
  toArray(): T[];
};
type QueueClass = new <T>(option?: unknown, values?: T[]) => Queue<T>;
type DequeInstance = {
  pushFront(value: number): unknown;
  pushBack(value: number): unknown;
  popFront(): number | null;
  popBack(): number | null;
  front(): number | null;
  back(): number | null;
  size(): number;
  toArray(): number[];
};

/** The runtime's globals, from the same text the drivers carry. */
const runtime = new Function(
  'require',
  `${JAVASCRIPT_RUNTIME}\nreturn { PriorityQueue, MinPriorityQueue, MaxPriorityQueue, Queue, Deque, TreeNode, resultText, treeValues };`,
)(createRequire(import.meta.url)) as {
  PriorityQueue: new <T>(compare: (left: T, right: T) => number, values?: T[]) => Queue<T>;
  MinPriorityQueue: QueueClass;
  MaxPriorityQueue: QueueClass;
  Queue: new <T>(values?: T[]) => Queue<T>;
  Deque: new (values?: number[]) => DequeInstance;
  TreeNode: new (val?: number, left?: unknown, right?: unknown) => unknown;
  resultText(type: string, value: unknown): string;
};

/** A fixed pseudo-random sequence, so a failure repeats. */
function numbers(count: number, seed = 7): number[] {
  const values: number[] = [];
  let state = seed;
  for (let index = 0; index < count; index++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    values.push((state % 2001) - 1000);
  }
  return values;
}

function drain<T>(queue: Queue<T>): T[] {
  const values: T[] = [];
  while (!queue.isEmpty()) values.push(queue.dequeue()!);
  return values;
}

describe('the JavaScript runtime LeetCode’s solutions find', () => {
  it('orders a MinPriorityQueue and a MaxPriorityQueue of numbers as sorting does', () => {
    const values = numbers(500);
    const minimum = new runtime.MinPriorityQueue<number>();
    const maximum = new runtime.MaxPriorityQueue<number>();
    for (const value of values) {
      minimum.enqueue(value);
      maximum.enqueue(value);
    }
    expect(minimum.size()).toBe(500);
    expect(minimum.front()).toBe(Math.min(...values));
    expect(maximum.back()).toBe(Math.min(...values));
    expect(minimum.toArray()).toEqual([...values].sort((a, b) => a - b));
    expect(drain(minimum)).toEqual([...values].sort((a, b) => a - b));
    expect(drain(maximum)).toEqual([...values].sort((a, b) => b - a));
    expect(minimum.dequeue()).toBeNull();
  });

  it('orders by getCompareValue, by a compare function, and keeps the older { priority } API', () => {
    const byCount = new runtime.MinPriorityQueue<{ word: string; count: number }>(
      (entry: { count: number }) => entry.count,
    );
    byCount.enqueue({ word: 'b', count: 3 });
    byCount.enqueue({ word: 'a', count: 1 });
    byCount.enqueue({ word: 'c', count: 2 });
    expect(drain(byCount).map((entry) => entry.word)).toEqual(['a', 'c', 'b']);

    const byWord = new runtime.PriorityQueue<string>((left, right) => left.localeCompare(right), ['pear', 'fig']);
    byWord.enqueue('apple');
    expect(drain(byWord)).toEqual(['apple', 'fig', 'pear']);

    const legacy = new runtime.MaxPriorityQueue<unknown>();
    legacy.enqueue('low', 1);
    legacy.enqueue('high', 9);
    expect(legacy.dequeue()).toEqual({ priority: 9, element: 'high' });
    const legacyOption = new runtime.MinPriorityQueue<unknown>({ priority: (value: number[]) => value[1] });
    legacyOption.enqueue([7, 5]);
    legacyOption.enqueue([8, 2]);
    expect(legacyOption.front()).toEqual({ priority: 2, element: [8, 2] });
  });

  it('runs a Queue first in first out past the point it cuts its array', () => {
    const queue = new runtime.Queue<number>([1, 2]);
    for (let value = 3; value <= 5000; value++) queue.enqueue(value);
    const seen: number[] = [];
    for (let index = 0; index < 3000; index++) seen.push(queue.dequeue()!);
    expect(seen).toEqual(Array.from({ length: 3000 }, (_, index) => index + 1));
    expect(queue.front()).toBe(3001);
    expect(queue.back()).toBe(5000);
    expect(queue.size()).toBe(2000);
    expect(queue.toArray()[0]).toBe(3001);
  });

  it('pushes and pops a Deque at both ends as an array would', () => {
    const deque = new runtime.Deque([2, 3]);
    const model = [2, 3];
    numbers(300).forEach((value, index) => {
      if (index % 5 === 0) expect(deque.popFront()).toBe(model.shift() ?? null);
      else if (index % 7 === 0) expect(deque.popBack()).toBe(model.pop() ?? null);
      else if (value < 0) {
        deque.pushFront(value);
        model.unshift(value);
      } else {
        deque.pushBack(value);
        model.push(value);
      }
    });
    expect(deque.toArray()).toEqual(model);
    expect(deque.size()).toBe(model.length);
    expect([deque.front(), deque.back()]).toEqual([model[0], model.at(-1)]);
  });

  it('prints a tree in level order without trailing nulls, and a BigInt long exactly', () => {
    const { TreeNode } = runtime;
    const tree = new TreeNode(1, null, new TreeNode(2, new TreeNode(3)));
    expect(runtime.resultText('TreeNode', tree)).toBe('[1,null,2,3]');
    expect(runtime.resultText('TreeNode', null)).toBe('[]');
    expect(runtime.resultText('long[]', [2n ** 63n - 1n, -5n])).toBe('[9223372036854775807,-5]');
    expect(runtime.resultText('string', 'say "hi"\n')).toBe('"say \\"hi\\"\\n"');
  });
});
