import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ProblemPage, Submission } from '@codeyard/shared';

import { ProblemHeader } from './problem-header';
import { ResultPanel } from './run-panels';

const scored: Submission = {
  _id: 's1',
  problemId: 'p1',
  language: 'cpp',
  status: 'wrong',
  verdict: 'Wrong Answer',
  runtime: 0.1,
  memory: 1024,
  testCasesPassed: 3,
  testCasesTotal: 4,
  errorMessage: 'Wrong Answer on test 4',
  code: '',
  createdAt: '2026-01-01T00:00:00Z',
  score: 60,
  maxScore: 100,
  groups: [
    { name: 'small', score: 60, maxScore: 60, verdict: 'AC' },
    { name: 'large', score: 0, maxScore: 40, verdict: 'WA' },
  ],
};

describe('a scored submission on the Result tab', () => {
  it("shows the score out of the maximum and each group's points and verdict", () => {
    render(<ResultPanel state={{ phase: 'done', submission: scored }} progress={null} />);
    const score = screen.getByRole('region', { name: 'Score' });
    expect(within(score).getByText('Score 60 / 100')).toBeTruthy();
    const groups = within(score).getAllByRole('listitem');
    expect(groups.map((group) => group.textContent)).toEqual(['smallAccepted60 / 60', 'largeWrong Answer0 / 40']);
  });

  it("names a group the judge failed on as the submission's own verdict would be named, and crashed ones alike", () => {
    const groups = [
      { name: 'broken', score: 0, maxScore: 50, verdict: 'JE' },
      { name: 'crashed', score: 0, maxScore: 50, verdict: 'RTE' },
    ];
    render(<ResultPanel state={{ phase: 'done', submission: { ...scored, score: 0, groups } }} progress={null} />);
    const items = within(screen.getByRole('region', { name: 'Score' })).getAllByRole('listitem');
    expect(items.map((group) => group.textContent)).toEqual([
      'brokenInternal Error0 / 50',
      'crashedRun-Time Error0 / 50',
    ]);
  });

  it('shows no score for a pass-fail submission', () => {
    const { score: _score, maxScore: _max, groups: _groups, ...plain } = scored;
    render(<ResultPanel state={{ phase: 'done', submission: plain }} progress={null} />);
    expect(screen.queryByRole('region', { name: 'Score' })).toBeNull();
  });
});

const page: ProblemPage = {
  _id: 'p1',
  title: 'Subtasks',
  difficulty: 'medium',
  tags: ['dp'],
  description: '',
  statementHtml: '',
  visibleTests: [],
  startCode: [],
  solvedByUser: false,
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  contestMode: null,
  type: 'scoring',
  scoringGroups: [
    { name: 'small', points: 60 },
    { name: 'large', points: 40 },
  ],
  bestScore: 60,
};

describe('a scored problem header', () => {
  it('says Scored and lists the groups with their points and the best score', () => {
    render(<ProblemHeader problem={page} live={{ viewers: null, socketStatus: 'online' }} />);
    expect(screen.getByText('Scored')).toBeTruthy();
    const groups = screen.getByLabelText('Scoring groups');
    expect(
      within(groups)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['small · 60 pts', 'large · 40 pts']);
    expect(within(groups).getByText('Best 60 / 100')).toBeTruthy();
  });

  it('shows neither for a pass-fail problem', () => {
    const { scoringGroups: _groups, bestScore: _best, ...plain } = page;
    render(
      <ProblemHeader problem={{ ...plain, type: 'pass-fail' }} live={{ viewers: null, socketStatus: 'online' }} />,
    );
    expect(screen.queryByText('Scored')).toBeNull();
    expect(screen.queryByLabelText('Scoring groups')).toBeNull();
  });
});
