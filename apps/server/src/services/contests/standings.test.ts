import { describe, expect, it } from 'vitest';
import { computeStandings, type ContestSubmission } from './standings.js';

const START = Date.parse('2026-01-01T10:00:00.000Z');
const END = Date.parse('2026-01-01T12:00:00.000Z');
const window = { startMs: START, endMs: END };
const problemIds = ['A', 'B', 'C'];
const names = new Map([
  ['ann', 'Ann'],
  ['bob', 'Bob'],
  ['cat', 'Cat'],
]);

let counter = 0;
/** A submission `minutes` (may be fractional or negative) after the start. */
function at(
  minutes: number,
  userId: string,
  problemId: string,
  status: ContestSubmission['status'],
  verdict: string | null = null,
): ContestSubmission {
  counter += 1;
  const defaultVerdict =
    status === 'accepted'
      ? 'Accepted'
      : status === 'wrong'
        ? 'Wrong Answer'
        : status === 'error'
          ? 'Runtime Error (NZEC)'
          : null;
  return {
    id: `s${String(counter).padStart(4, '0')}`,
    userId,
    problemId,
    status,
    verdict: verdict ?? defaultVerdict,
    createdAt: new Date(START + minutes * 60_000).toISOString(),
  };
}

type Case = {
  name: string;
  submissions: ContestSubmission[];
  hideFromMinute?: number;
  unhiddenUserId?: string;
  /** userId: [rank, solved, penalty] in answer order. */
  expected: [string, number, number, number][];
  cells?: Record<
    string,
    Partial<
      Record<
        string,
        { attempts: number; pending: number; solved: boolean; minute: number | null; firstToSolve: boolean }
      >
    >
  >;
};

const cases: Case[] = [
  {
    name: 'more solved ranks first, whatever the penalty',
    submissions: [at(100, 'ann', 'A', 'accepted'), at(110, 'ann', 'B', 'accepted'), at(1, 'bob', 'A', 'accepted')],
    expected: [
      ['ann', 1, 2, 210],
      ['bob', 2, 1, 1],
    ],
  },
  {
    name: 'penalty is minutes to first accept plus 20 per rejected attempt before it',
    submissions: [
      at(5, 'ann', 'A', 'wrong'),
      at(7.9, 'ann', 'A', 'error'),
      at(10.5, 'ann', 'A', 'accepted'),
      at(30, 'bob', 'A', 'accepted'),
    ],
    expected: [
      ['bob', 1, 1, 30],
      ['ann', 2, 1, 50],
    ],
    cells: {
      ann: { A: { attempts: 2, pending: 0, solved: true, minute: 10, firstToSolve: true } },
      bob: { A: { attempts: 0, pending: 0, solved: true, minute: 30, firstToSolve: false } },
    },
  },
  {
    name: 'compile errors and internal errors cost nothing',
    submissions: [
      at(1, 'ann', 'A', 'error', 'Compilation Error'),
      at(2, 'ann', 'A', 'error', 'Internal Error'),
      at(3, 'ann', 'A', 'accepted'),
    ],
    expected: [['ann', 1, 1, 3]],
    cells: { ann: { A: { attempts: 0, pending: 0, solved: true, minute: 3, firstToSolve: true } } },
  },
  {
    name: 'submissions after the first accept change nothing',
    submissions: [at(3, 'ann', 'A', 'accepted'), at(4, 'ann', 'A', 'wrong'), at(5, 'ann', 'A', 'accepted')],
    expected: [['ann', 1, 1, 3]],
  },
  {
    name: 'rejected attempts on an unsolved problem cost nothing',
    submissions: [
      at(3, 'ann', 'A', 'accepted'),
      at(4, 'ann', 'B', 'wrong'),
      at(5, 'ann', 'B', 'wrong'),
      at(3, 'bob', 'A', 'accepted'),
    ],
    expected: [
      ['ann', 1, 1, 3],
      ['bob', 1, 1, 3],
    ],
    cells: { ann: { B: { attempts: 2, pending: 0, solved: false, minute: null, firstToSolve: false } } },
  },
  {
    name: 'equal solved and penalty: the earlier last accept wins',
    submissions: [
      at(10, 'ann', 'A', 'accepted'),
      at(50, 'ann', 'B', 'accepted'),
      at(30, 'bob', 'A', 'accepted'),
      at(30.5, 'bob', 'B', 'accepted'),
    ],
    expected: [
      ['bob', 1, 2, 60],
      ['ann', 2, 2, 60],
    ],
  },
  {
    name: 'complete ties share a rank, and the next rank skips',
    submissions: [at(10, 'ann', 'A', 'accepted'), at(10, 'bob', 'A', 'accepted'), at(20, 'cat', 'A', 'accepted')],
    expected: [
      ['ann', 1, 1, 10],
      ['bob', 1, 1, 10],
      ['cat', 3, 1, 20],
    ],
  },
  {
    name: 'submissions before the start or after the end are ignored',
    submissions: [
      at(-1, 'ann', 'A', 'accepted'),
      at(121, 'ann', 'B', 'accepted'),
      at(120, 'bob', 'A', 'accepted'),
      at(0, 'cat', 'C', 'accepted'),
    ],
    expected: [
      ['cat', 1, 1, 0],
      ['bob', 2, 1, 120],
      ['ann', 3, 0, 0],
    ],
  },
  {
    name: 'pending submissions show as pending attempts and cost nothing yet',
    submissions: [at(5, 'ann', 'A', 'pending'), at(6, 'ann', 'B', 'accepted')],
    expected: [['ann', 1, 1, 6]],
    cells: { ann: { A: { attempts: 0, pending: 1, solved: false, minute: null, firstToSolve: false } } },
  },
  {
    name: 'first to solve is the earliest accept of each problem',
    submissions: [at(9, 'ann', 'A', 'accepted'), at(8, 'bob', 'A', 'accepted'), at(20, 'ann', 'B', 'accepted')],
    expected: [
      ['ann', 1, 2, 29],
      ['bob', 2, 1, 8],
    ],
    cells: {
      ann: {
        A: { attempts: 0, pending: 0, solved: true, minute: 9, firstToSolve: false },
        B: { attempts: 0, pending: 0, solved: true, minute: 20, firstToSolve: true },
      },
    },
  },
  {
    name: 'during the freeze others see results after it only as pending',
    submissions: [at(10, 'ann', 'A', 'accepted'), at(100, 'bob', 'A', 'accepted'), at(101, 'bob', 'B', 'wrong')],
    hideFromMinute: 90,
    expected: [
      ['ann', 1, 1, 10],
      ['bob', 2, 0, 0],
    ],
    cells: {
      bob: {
        A: { attempts: 0, pending: 1, solved: false, minute: null, firstToSolve: false },
        B: { attempts: 0, pending: 1, solved: false, minute: null, firstToSolve: false },
      },
    },
  },
  {
    name: 'during the freeze a contestant sees their own results',
    submissions: [at(10, 'ann', 'A', 'accepted'), at(100, 'bob', 'A', 'accepted'), at(101, 'bob', 'B', 'accepted')],
    hideFromMinute: 90,
    unhiddenUserId: 'bob',
    expected: [
      ['bob', 1, 2, 201],
      ['ann', 2, 1, 10],
    ],
  },
];

describe('ICPC standings', () => {
  it.each(cases)('$name', (testCase) => {
    const entries = computeStandings({
      problemIds,
      submissions: testCase.submissions,
      names,
      window,
      hideFromMs: testCase.hideFromMinute === undefined ? null : START + testCase.hideFromMinute * 60_000,
      unhiddenUserId: testCase.unhiddenUserId ?? null,
    });
    expect(entries.map((entry) => [entry.userId, entry.rank, entry.solved, entry.penalty])).toEqual(testCase.expected);
    for (const entry of entries) expect(entry.totalScore).toBe(entry.solved * 100);
    for (const [userId, cells] of Object.entries(testCase.cells ?? {})) {
      const entry = entries.find((candidate) => candidate.userId === userId);
      for (const [problemId, expected] of Object.entries(cells)) {
        expect(entry?.cells.find((cell) => cell.problemId === problemId)).toEqual({ problemId, ...expected });
      }
    }
  });

  it('answers no rows for no submissions', () => {
    expect(computeStandings({ problemIds, submissions: [], names, window })).toEqual([]);
  });
});

describe('IOI rules', () => {
  /** A scored submission: `groups` as [name, score] pairs. */
  const scored = (minutes: number, userId: string, problemId: string, groups: [string, number][]) => {
    const score = groups.reduce((sum, [, points]) => sum + points, 0);
    return {
      ...at(minutes, userId, problemId, score === 100 ? 'accepted' : 'wrong'),
      score,
      groups: groups.map(([name, points]) => ({ name, score: points })),
    };
  };
  const maxScores = new Map([
    ['A', 100],
    ['B', 100],
  ]);
  const rows = (
    submissions: ContestSubmission[],
    mode: 'best-submission' | 'best-per-group' = 'best-submission',
    hideFromMs?: number,
  ) =>
    computeStandings({
      problemIds: ['A', 'B'],
      submissions,
      names,
      window,
      ioi: { mode, maxScores },
      ...(hideFromMs === undefined ? {} : { hideFromMs }),
    }).map((entry) => [entry.name, entry.totalScore, entry.rank, entry.cells.map((cell) => cell.score)]);

  it('counts the best submission per problem, a pass-fail problem 100 when accepted, and ranks by total', () => {
    expect(
      rows([
        scored(10, 'ann', 'A', [
          ['small', 40],
          ['large', 0],
        ]),
        scored(20, 'ann', 'A', [
          ['small', 0],
          ['large', 60],
        ]),
        scored(30, 'ann', 'A', [
          ['small', 40],
          ['large', 0],
        ]),
        at(15, 'bob', 'B', 'accepted'),
        at(5, 'cat', 'B', 'wrong'),
      ]),
    ).toEqual([
      ['Bob', 100, 1, [0, 100]],
      ['Ann', 60, 2, [60, 0]],
      ['Cat', 0, 3, [0, 0]],
    ]);
  });

  it("best per group adds up each group's best across submissions", () => {
    expect(
      rows(
        [
          scored(10, 'ann', 'A', [
            ['small', 40],
            ['large', 0],
          ]),
          scored(20, 'ann', 'A', [
            ['small', 0],
            ['large', 60],
          ]),
        ],
        'best-per-group',
      ),
    ).toEqual([['Ann', 100, 1, [100, 0]]]);
  });

  it('breaks equal totals by the earlier time the total was reached, and shares a rank when both tie', () => {
    expect(
      rows([
        scored(50, 'ann', 'A', [['all', 100]]),
        scored(10, 'bob', 'A', [['all', 50]]),
        scored(40, 'bob', 'A', [['all', 100]]),
        scored(50, 'cat', 'A', [['all', 100]]),
      ]),
    ).toEqual([
      ['Bob', 100, 1, [100, 0]],
      ['Ann', 100, 2, [100, 0]],
      ['Cat', 100, 2, [100, 0]],
    ]);
  });

  it('hides a frozen submission as a pending attempt that changes no score', () => {
    const entries = computeStandings({
      problemIds: ['A', 'B'],
      submissions: [scored(10, 'ann', 'A', [['all', 30]]), scored(110, 'ann', 'A', [['all', 100]])],
      names,
      window,
      ioi: { mode: 'best-submission', maxScores },
      hideFromMs: END - 30 * 60_000,
    });
    expect(entries[0]).toMatchObject({ totalScore: 30, solved: 0, penalty: 10 });
    expect(entries[0]!.cells[0]).toMatchObject({ score: 30, pending: 1, minute: 10 });
  });
});
