import { describe, expect, it } from 'vitest';
import { progressOf } from './progress-rules.js';

const dueAt = '2026-03-04T18:00:00.000Z';
const at = (time: string, status: string) => ({ createdAt: `2026-03-${time}:00.000Z`, status });

describe('one member on one assigned problem', () => {
  it('is unsolved with no attempts before any submission', () => {
    expect(progressOf([], dueAt)).toEqual({ solved: false, solvedAt: null, late: false, attempts: 0 });
  });

  it('counts every judged submission while unsolved, and no pending one', () => {
    expect(progressOf([at('03T10:00', 'wrong'), at('03T11:00', 'error'), at('03T12:00', 'pending')], dueAt)).toEqual({
      solved: false,
      solvedAt: null,
      late: false,
      attempts: 2,
    });
  });

  it('is solved at the first accepted submission, counting the tries before it only', () => {
    const history = [
      at('03T10:00', 'wrong'),
      at('03T11:00', 'accepted'),
      at('05T09:00', 'wrong'),
      at('05T10:00', 'accepted'),
    ];
    expect(progressOf(history, dueAt)).toEqual({
      solved: true,
      solvedAt: '2026-03-03T11:00:00.000Z',
      late: false,
      attempts: 1,
    });
  });

  it('is on time at the due instant and late a moment after', () => {
    expect(progressOf([{ createdAt: dueAt, status: 'accepted' }], dueAt).late).toBe(false);
    expect(progressOf([{ createdAt: '2026-03-04T18:00:00.001Z', status: 'accepted' }], dueAt)).toMatchObject({
      solved: true,
      late: true,
      attempts: 0,
    });
  });
});
