import { describe, expect, it } from 'vitest';

import type { RevealStep, StandingsCell, StandingsEntry } from '@codeyard/shared';

import { applyRevealStep, revealPlanOf } from './reveal-steps';

function cell(problemId: string, values: Partial<StandingsCell> = {}): StandingsCell {
  return { problemId, attempts: 0, pending: 0, solved: false, minute: null, firstToSolve: false, ...values };
}

function entry(userId: string, cells: StandingsCell[], totals: Partial<StandingsEntry> = {}): StandingsEntry {
  return { userId, name: userId, totalScore: 0, solved: 0, penalty: 0, rank: 0, cells, ...totals };
}

// The steps are the server's (services/contests/reveal-plan.test.ts checks how it ranks); the web only plays them.
const frozen = [
  entry('ann', [cell('A', { solved: true, minute: 10 }), cell('B')], {
    solved: 1,
    penalty: 10,
    totalScore: 100,
    rank: 1,
  }),
  entry('bob', [cell('A', { pending: 1 }), cell('B', { pending: 1 })], { rank: 2 }),
];
const resolveBobA: RevealStep = {
  kind: 'resolve',
  userId: 'bob',
  problemId: 'A',
  solved: true,
  score: null,
  cell: cell('A', { solved: true, minute: 5 }),
  from: 1,
  to: 0,
  row: { solved: 1, penalty: 5, totalScore: 100 },
  ranks: [1, 2],
};

describe('the reveal as the server planned it', () => {
  it('starts from the frozen board in the server’s order and plays each step: cell, totals and place', () => {
    const plan = revealPlanOf({ scoring: 'icpc', frozen, steps: [resolveBobA] });
    expect(plan.initial.map((row) => row.userId)).toEqual(['ann', 'bob']);
    const rows = applyRevealStep(plan.initial, resolveBobA);
    expect(rows.map((row) => [row.userId, row.solved, row.penalty, row.rank])).toEqual([
      ['bob', 1, 5, 1],
      ['ann', 1, 10, 2],
    ]);
    expect(rows[0]!.cells[0]).toMatchObject({ solved: true, minute: 5, pending: 0 });
    // The frozen board it started from is left as it was.
    expect(plan.initial[1]!.cells[0]!.pending).toBe(1);
  });

  it('settles tied rows in the final order the server gives', () => {
    const tied = frozen.map((row) => ({ ...row, rank: 1 }));
    const rows = applyRevealStep(tied, { kind: 'settle', order: ['bob', 'ann'] });
    expect(rows.map((row) => [row.userId, row.rank])).toEqual([
      ['bob', 1],
      ['ann', 1],
    ]);
  });

  it('refuses a step that does not match the board', () => {
    expect(() => applyRevealStep(frozen, { ...resolveBobA, from: 0 })).toThrow();
  });

  it('reads IOI contests as score boards', () => {
    expect(revealPlanOf({ scoring: 'ioi', frozen, steps: [] }).ioi).toBe(true);
  });
});
