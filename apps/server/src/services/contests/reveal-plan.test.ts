import { describe, expect, it } from 'vitest';
import type { RevealStep } from '@codeyard/shared';
import { planReveal, type RevealContestant } from './reveal-plan.js';
import { firstSolveTimes, rankRow, sortAndRank, type ContestSubmission, type IoiRules } from './standings.js';

const START = Date.parse('2026-05-01T10:00:00.000Z');
const window = { startMs: START, endMs: START + 120 * 60_000 };
const FREEZE_FROM = START + 60 * 60_000;
const problemIds = ['A', 'B'];
let counter = 0;

/** A submission received `minute` minutes (and `seconds`) into the contest. */
function sent(
  userId: string,
  problemId: string,
  minute: number,
  status: ContestSubmission['status'],
  extra: Partial<ContestSubmission> = {},
): ContestSubmission {
  counter += 1;
  return {
    id: `s${String(counter).padStart(4, '0')}`,
    userId,
    problemId,
    status,
    verdict: status === 'accepted' ? 'Accepted' : 'Wrong Answer',
    createdAt: new Date(START + minute * 60_000).toISOString(),
    ...extra,
  };
}

function contestants(submissions: ContestSubmission[]): RevealContestant[] {
  const users = [...new Set(submissions.map((submission) => submission.userId))];
  return users.map((userId) => ({
    userId,
    name: userId,
    submissions: submissions.filter((submission) => submission.userId === userId),
  }));
}

/** The plan as StandingsBoards.reveal makes it: the final board from the same rows, unfrozen. */
function plan(submissions: ContestSubmission[], options: { freezeFromMs?: number | null; ioi?: IoiRules } = {}) {
  const people = contestants(submissions);
  const final = sortAndRank(
    people.map((person) => rankRow({ ...person, problemIds, window, ioi: options.ioi ?? null })),
  ).rows;
  return planReveal({
    problemIds,
    contestants: people,
    window,
    freezeFromMs: options.freezeFromMs === undefined ? FREEZE_FROM : options.freezeFromMs,
    ioi: options.ioi ?? null,
    firstSolves: firstSolveTimes(final, problemIds),
    finalOrder: final.map((row) => row.userId),
  });
}

const resolutions = (steps: RevealStep[]) =>
  steps.flatMap((step) =>
    step.kind === 'resolve'
      ? [[step.userId, step.problemId, step.solved ? 'solved' : 'failed', step.from, step.to]]
      : [],
  );

describe('the reveal planned with the leaderboard’s ranking', () => {
  it('resolves from the bottom row up, a row moving up when a frozen cell turns solved, ending on the final board', () => {
    const { initial, steps } = plan([
      sent('ann', 'A', 10, 'accepted'),
      sent('bob', 'A', 100, 'accepted'),
      sent('bob', 'B', 105, 'wrong'),
      sent('bob', 'B', 110, 'accepted'),
      sent('cat', 'A', 90, 'wrong'),
    ]);
    expect(initial.map((row) => row.userId)).toEqual(['ann', 'bob', 'cat']);
    expect(initial[1]!.cells.map((cell) => cell.pending)).toEqual([1, 2]);
    expect(resolutions(steps)).toEqual([
      // Cat is last: their A fails, they stay.
      ['cat', 'A', 'failed', 2, 2],
      // Bob is now the lowest with a frozen cell: A solved at 100 (more penalty than Ann's 10), still second.
      ['bob', 'A', 'solved', 1, 1],
      // Bob's B solved after one wrong try: two problems, 100 + 110 + 20 penalty, to the top.
      ['bob', 'B', 'solved', 1, 0],
    ]);
    const last = steps.at(-1);
    expect(last?.kind === 'resolve' && last.row).toEqual({ solved: 2, penalty: 230, totalScore: 200 });
    expect(steps.some((step) => step.kind === 'settle')).toBe(false);
  });

  it('has nothing to resolve when the contest had no freeze', () => {
    const { initial, steps } = plan([sent('ann', 'A', 10, 'accepted'), sent('bob', 'A', 100, 'accepted')], {
      freezeFromMs: null,
    });
    expect(steps).toEqual([]);
    expect(initial.map((row) => row.userId)).toEqual(['ann', 'bob']);
  });

  it('resolves IOI scores the same way, by total score', () => {
    const ioi: IoiRules = {
      mode: 'best-submission',
      maxScores: new Map([
        ['A', 100],
        ['B', 100],
      ]),
    };
    const { steps } = plan(
      [
        sent('ann', 'A', 5, 'wrong', { score: 60 }),
        sent('bob', 'A', 7, 'wrong', { score: 30 }),
        sent('bob', 'A', 100, 'accepted', { score: 100 }),
        sent('bob', 'B', 110, 'wrong', { score: 20 }),
      ],
      { ioi },
    );
    expect(
      steps.flatMap((step) =>
        step.kind === 'resolve' ? [[step.userId, step.problemId, step.score, step.from, step.to]] : [],
      ),
    ).toEqual([
      ['bob', 'A', 100, 1, 0],
      ['bob', 'B', 20, 0, 0],
    ]);
    const last = steps.at(-1);
    expect(last?.kind === 'resolve' && last.row.totalScore).toBe(120);
  });

  it('keeps a resolved row below the rows it ties, then settles them in the final board’s order', () => {
    // Amy and Zoe solve A at the same moment in the freeze: a full tie, which the board orders by name.
    const { initial, steps } = plan([sent('zoe', 'A', 70, 'accepted'), sent('amy', 'A', 70, 'accepted')]);
    expect(initial.map((row) => row.userId)).toEqual(['amy', 'zoe']);
    expect(resolutions(steps)).toEqual([
      ['zoe', 'A', 'solved', 1, 0],
      ['amy', 'A', 'solved', 1, 1],
    ]);
    expect(steps.at(-1)).toEqual({ kind: 'settle', order: ['amy', 'zoe'] });
  });

  it('gives each step the ranks that changed, tied rows sharing one as on the leaderboard', () => {
    // Frozen: all three unsolved, tied first. Zoe solves A after a wrong try (21 penalty) and rises;
    // Mia fails; Ada solves A at once (1 penalty) and passes Zoe.
    const { initial, steps } = plan([
      sent('ada', 'A', 61, 'accepted'),
      sent('mia', 'A', 61, 'wrong'),
      sent('zoe', 'A', 61, 'wrong'),
      sent('zoe', 'A', 61, 'accepted'),
    ]);
    expect(initial.map((row) => [row.userId, row.rank])).toEqual([
      ['ada', 1],
      ['mia', 1],
      ['zoe', 1],
    ]);
    const ranked = steps.flatMap((step) => (step.kind === 'resolve' ? [[step.userId, step.to, step.ranks]] : []));
    expect(ranked).toEqual([
      // Zoe to the top; Ada and Mia, still tied, second.
      ['zoe', 0, [1, 2, 2]],
      // Mia's fail changes no rank: unsolved like Ada, still tied with her.
      ['mia', 2, [2]],
      // Ada above Zoe: 1, 2; Mia alone third now.
      ['ada', 0, [1, 2, 3]],
    ]);
  });

  it('marks the first solve as the final board does', () => {
    const { steps } = plan([sent('ann', 'A', 80, 'accepted'), sent('bob', 'A', 90, 'accepted')]);
    const cells = steps.flatMap((step) => (step.kind === 'resolve' ? [[step.userId, step.cell.firstToSolve]] : []));
    expect(cells).toEqual(
      expect.arrayContaining([
        ['ann', true],
        ['bob', false],
      ]),
    );
  });
});
