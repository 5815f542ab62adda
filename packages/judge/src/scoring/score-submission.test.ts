import { describe, expect, it } from 'vitest';
import { STATUS } from '../status.js';
import type { GraderVerdict } from './default-grader.js';
import { graderVerdictForStatus, scoreSubmission, testGroupsFromSubtasks } from './score-submission.js';
import { parseGraderFlags } from './default-grader.js';
import type { GroupSettings, TestGroup } from './test-groups.js';

/** Subtasks as the admin form makes them: hidden tests named by their index. */
const subtasks = testGroupsFromSubtasks([
  { name: 'small', points: 30, tests: ['0', '1'] },
  { name: 'large', points: 70, tests: ['2', '3', '4'] },
]);

const verdicts =
  (failing: Record<string, GraderVerdict>) =>
  (name: string): GraderVerdict =>
    failing[name] ?? 'AC';

describe('scoreSubmission', () => {
  it('gives the full score when every test is accepted', () => {
    expect(scoreSubmission(subtasks, () => 'AC')).toEqual({
      score: 100,
      maxScore: 100,
      verdict: 'AC',
      groups: [
        { name: 'small', score: 30, maxScore: 30, verdict: 'AC' },
        { name: 'large', score: 70, maxScore: 70, verdict: 'AC' },
      ],
    });
  });

  it('accepts a partial solution with the points of the subtasks it passes whole', () => {
    expect(scoreSubmission(subtasks, verdicts({ '3': 'TLE' }))).toEqual({
      score: 30,
      maxScore: 100,
      verdict: 'AC',
      groups: [
        { name: 'small', score: 30, maxScore: 30, verdict: 'AC' },
        { name: 'large', score: 0, maxScore: 70, verdict: 'TLE' },
      ],
    });
  });

  it('rejects a submission that passes no subtask, with the worst error', () => {
    expect(scoreSubmission(subtasks, verdicts({ '0': 'WA', '4': 'RTE' }))).toMatchObject({
      score: 0,
      verdict: 'RTE',
      groups: [
        { name: 'small', score: 0, verdict: 'WA' },
        { name: 'large', score: 0, verdict: 'RTE' },
      ],
    });
  });

  it('shows a group that judging never reached with no score and its own verdict', () => {
    const settings = (flags: string, acceptScore: number, onReject: 'break' | 'continue'): GroupSettings => ({
      onReject,
      graderFlags: parseGraderFlags(flags),
      acceptScore,
      rejectScore: 0,
    });
    // The legacy default: data/ stops at the first rejected item, so a failed sample ends judging.
    const root: TestGroup = {
      path: '',
      settings: settings('', 1, 'break'),
      items: [
        {
          kind: 'group',
          path: 'sample',
          settings: settings('', 0, 'break'),
          items: [{ kind: 'test', name: 'sample/1' }],
        },
        {
          kind: 'group',
          path: 'secret',
          settings: settings('sum', 1, 'continue'),
          items: [
            { kind: 'test', name: 'secret/1' },
            { kind: 'test', name: 'secret/2' },
          ],
        },
      ],
    };
    expect(scoreSubmission(root, verdicts({ 'sample/1': 'WA' }))).toEqual({
      score: 0,
      maxScore: 2,
      verdict: 'WA',
      groups: [
        { name: 'sample', score: 0, maxScore: 0, verdict: 'WA' },
        { name: 'secret', score: 0, maxScore: 2, verdict: 'AC' },
      ],
    });
  });

  it('survives a JSON round trip, as the server stores the tree', () => {
    const stored = JSON.parse(JSON.stringify(subtasks)) as TestGroup;
    expect(scoreSubmission(stored, verdicts({ '1': 'WA' }))).toEqual(
      scoreSubmission(subtasks, verdicts({ '1': 'WA' })),
    );
  });
});

describe('testGroupsFromSubtasks', () => {
  it('refuses subtasks that cannot make a tree', () => {
    expect(() => testGroupsFromSubtasks([])).toThrow('at least one group');
    expect(() => testGroupsFromSubtasks([{ name: ' ', points: 1, tests: ['0'] }])).toThrow('needs a name');
    expect(() =>
      testGroupsFromSubtasks([
        { name: 'a', points: 1, tests: ['0'] },
        { name: 'a', points: 1, tests: ['1'] },
      ]),
    ).toThrow('two groups are named "a"');
    expect(() => testGroupsFromSubtasks([{ name: 'a', points: 0, tests: ['0'] }])).toThrow('positive');
    expect(() => testGroupsFromSubtasks([{ name: 'a', points: 5, tests: [] }])).toThrow('has no tests');
    expect(() =>
      testGroupsFromSubtasks([
        { name: 'a', points: 1, tests: ['0'] },
        { name: 'b', points: 1, tests: ['0'] },
      ]),
    ).toThrow('test 0 is in two groups');
  });
});

describe('graderVerdictForStatus', () => {
  it('maps the judge’s statuses to the codes graders read', () => {
    expect(graderVerdictForStatus(STATUS.accepted.id)).toBe('AC');
    expect(graderVerdictForStatus(STATUS.wrongAnswer.id)).toBe('WA');
    expect(graderVerdictForStatus(STATUS.timeLimitExceeded.id)).toBe('TLE');
    expect(graderVerdictForStatus(STATUS.runtimeErrorSigsegv.id)).toBe('RTE');
    expect(graderVerdictForStatus(STATUS.memoryLimitExceeded.id)).toBe('MLE');
    expect(graderVerdictForStatus(STATUS.outputLimitExceeded.id)).toBe('OLE');
    expect(graderVerdictForStatus(STATUS.internalError.id)).toBe('JE');
  });
});
