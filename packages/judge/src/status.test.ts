import { describe, expect, it } from 'vitest';
import { STATUS, statusById, statusIdsForName } from './status.js';

describe('status ids', () => {
  it('keeps Judge0’s ids 1–14 and adds 15 and 16', () => {
    expect(Object.values(STATUS).map((status) => status.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ]);
    expect(statusById(15).description).toBe('Memory Limit Exceeded');
    expect(statusById(16).description).toBe('Output Limit Exceeded');
  });

  it('reads short names, descriptions and ids', () => {
    expect(statusIdsForName('AC')).toEqual([3]);
    expect(statusIdsForName('IE')).toEqual([13]);
    expect(statusIdsForName('JE')).toEqual([13]);
    expect(statusIdsForName('mle')).toEqual([15]);
    expect(statusIdsForName('re')).toEqual([7, 8, 9, 10, 11, 12]);
    expect(statusIdsForName('Runtime Error (SIGFPE)')).toEqual([9]);
    expect(statusIdsForName('time limit exceeded')).toEqual([5]);
    expect(statusIdsForName(5)).toEqual([5]);
    expect(statusIdsForName('16')).toEqual([16]);
    expect(() => statusIdsForName('Nope')).toThrow(RangeError);
  });
});
