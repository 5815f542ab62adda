import { describe, expect, it } from 'vitest';

import type { StandingsCell, StandingsEntry } from '@codeyard/shared';

import { applyRevealStep, planReveal, type RevealPlan, type RevealStep } from './reveal-steps';

const resolutions = (plan: RevealPlan) =>
  plan.steps.filter((step): step is Extract<RevealStep, { kind: 'resolve' }> => step.kind === 'resolve');

const problems = [
  { _id: 'A', title: 'Alpha', difficulty: 'easy' },
  { _id: 'B', title: 'Beta', difficulty: 'easy' },
];

function cell(problemId: string, values: Partial<StandingsCell> = {}): StandingsCell {
  return { problemId, attempts: 0, pending: 0, solved: false, minute: null, firstToSolve: false, ...values };
}

function entry(userId: string, cells: StandingsCell[], rank = 0): StandingsEntry {
  const solved = cells.filter((each) => each.solved).length;
  const penalty = cells
    .filter((each) => each.solved)
    .reduce((sum, each) => sum + (each.minute ?? 0) + 20 * each.attempts, 0);
  return { userId, name: userId, totalScore: solved * 100, solved, penalty, rank, cells };
}

describe('planReveal', () => {
  // Ann solved A early; Bob and Cat each have frozen attempts.
  const frozen = [
    entry('ann', [cell('A', { solved: true, minute: 10 }), cell('B')]),
    entry('bob', [cell('A', { pending: 1 }), cell('B', { pending: 2 })]),
    entry('cat', [cell('A', { pending: 1 }), cell('B')]),
  ];
  const final = [
    entry('bob', [cell('A', { solved: true, minute: 100 }), cell('B', { solved: true, minute: 110, attempts: 1 })]),
    entry('ann', [cell('A', { solved: true, minute: 10 }), cell('B')]),
    entry('cat', [cell('A', { attempts: 1 }), cell('B')]),
  ];

  it('resolves from the bottom row up, a row moving up when a frozen cell turns solved, ending on the final board', () => {
    const plan = planReveal({ scoring: 'icpc', problems, frozen, final });
    expect(plan.initial.map((row) => row.userId)).toEqual(['ann', 'bob', 'cat']);
    expect(
      resolutions(plan).map((step) => [
        step.userId,
        step.problemId,
        step.solved ? 'solved' : 'failed',
        step.from,
        step.to,
      ]),
    ).toEqual([
      // Cat is last: their A fails, they stay.
      ['cat', 'A', 'failed', 2, 2],
      // Bob is now the lowest with a frozen cell: A solved at 100 (more penalty than Ann's 10), still second.
      ['bob', 'A', 'solved', 1, 1],
      // Bob's B solved: two problems, to the top.
      ['bob', 'B', 'solved', 1, 0],
    ]);
    let rows = plan.initial;
    for (const step of plan.steps) rows = applyRevealStep(rows, step);
    expect(rows.map((row) => [row.userId, row.solved, row.penalty])).toEqual(
      final.map((row) => [row.userId, row.solved, row.penalty]),
    );
    expect(rows.flatMap((row) => row.cells).every((each) => each.pending === 0)).toBe(true);
  });

  it('has nothing to resolve when nothing was frozen', () => {
    const plan = planReveal({ scoring: 'icpc', problems, frozen: final, final });
    expect(plan.steps).toEqual([]);
    expect(plan.initial.map((row) => row.userId)).toEqual(['bob', 'ann', 'cat']);
  });

  it('resolves IOI scores the same way, by total score', () => {
    const ioiFrozen = [
      entry('ann', [cell('A', { score: 60, minute: 5 }), cell('B', { score: 0 })]),
      entry('bob', [cell('A', { score: 30, minute: 7, pending: 1 }), cell('B', { score: 0, pending: 1 })]),
    ];
    const ioiFinal = [
      entry('bob', [cell('A', { score: 100, minute: 100, solved: true }), cell('B', { score: 20, minute: 110 })]),
      entry('ann', [cell('A', { score: 60, minute: 5 }), cell('B', { score: 0 })]),
    ];
    const plan = planReveal({ scoring: 'ioi', problems, frozen: ioiFrozen, final: ioiFinal });
    expect(resolutions(plan).map((step) => [step.userId, step.problemId, step.score, step.from, step.to])).toEqual([
      ['bob', 'A', 100, 1, 0],
      ['bob', 'B', 20, 0, 0],
    ]);
    expect(resolutions(plan).at(-1)?.row.totalScore).toBe(120);
  });

  it('refuses a step that does not match the board', () => {
    const plan = planReveal({ scoring: 'icpc', problems, frozen, final });
    expect(() => applyRevealStep(plan.initial, { ...resolutions(plan)[0]!, from: 0 })).toThrow();
  });

  it('keeps the frozen order of tied rows while resolving, then settles them in their final order', () => {
    // Dan and Eve both end on one problem at minute 50; the server ranks Eve first (earlier last accepted).
    const tiedFrozen = [
      entry('dan', [cell('A', { solved: true, minute: 50 }), cell('B')]),
      entry('eve', [cell('A', { pending: 1 }), cell('B')]),
    ];
    const tiedFinal = [
      entry('eve', [cell('A', { solved: true, minute: 50 }), cell('B')]),
      entry('dan', [cell('A', { solved: true, minute: 50 }), cell('B')]),
    ];
    const plan = planReveal({ scoring: 'icpc', problems, frozen: tiedFrozen, final: tiedFinal });
    expect(plan.initial.map((row) => row.userId)).toEqual(['dan', 'eve']);
    expect(plan.steps.map((step) => step.kind)).toEqual(['resolve', 'settle']);
    const resolved = applyRevealStep(plan.initial, plan.steps[0]!);
    expect(resolved.map((row) => row.userId)).toEqual(['dan', 'eve']);
    expect(applyRevealStep(resolved, plan.steps[1]!).map((row) => row.userId)).toEqual(['eve', 'dan']);
  });
});
