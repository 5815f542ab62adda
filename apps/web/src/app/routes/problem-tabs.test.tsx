import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ContestMode, ProblemPage } from '@codeyard/shared';

import type { ProblemTab } from '../../features/problems';
import { stubFetch } from '../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../testing/render';
import { contestTabs, practiceTabs } from './problem-tabs';

const contestMode: ContestMode = {
  contestId: 'c1',
  contestTitle: 'Weekly 7',
  endTime: '2026-11-23T12:30:00.000Z',
  message:
    'Closed during the contest "Weekly 7": the AI tutor, discussions, editorial and others\' solutions of its problems open when it ends.',
};
const problem = (mode: ContestMode | null | undefined) =>
  ({
    _id: 'p1',
    title: 'Sum',
    statementHtml: '<p>Add them.</p>',
    difficulty: 'easy',
    tags: [],
    visibleTests: [],
    startCode: [],
    ...(mode === undefined ? {} : { contestMode: mode }),
  }) as unknown as ProblemPage;

const HELP_TABS = ['editorial', 'solutions', 'chat', 'discussions'];
const tab = (id: string): ProblemTab => practiceTabs.find((candidate) => candidate.id === id)!;

function renderTab(id: string, shown: ProblemPage) {
  render(
    <TestProviders auth={authValue(testUser)}>
      <Suspense fallback="loading">
        {tab(id).render({
          problem: shown,
          userId: testUser._id,
          onLoginRequired: () => undefined,
          language: 'python',
          getCode: () => '',
          loadCode: () => undefined,
        })}
      </Suspense>
    </TestProviders>,
  );
}

describe("the problem page's tabs", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are the six of the problem page, and only the statement and own submissions in a contest', () => {
    expect(practiceTabs.map(({ label }) => label)).toEqual([
      'Description',
      'Editorial',
      'Solutions',
      'Submissions',
      'CHAT with AI',
      'Discussions',
    ]);
    expect(contestTabs.map(({ label }) => label)).toEqual(['Description', 'Submissions']);
  });

  it.each(HELP_TABS)(
    '%s shows only why it is closed and when it opens while a contest runs, and asks the server nothing',
    async (id) => {
      const { calls } = stubFetch({});
      renderTab(id, problem(contestMode));
      const notice = screen.getByRole('status');
      expect(notice.textContent).toContain(contestMode.message);
      const opensAt = new Date(contestMode.endTime).toLocaleString(undefined, {
        dateStyle: 'medium',
        timeStyle: 'short',
      });
      expect(notice.textContent).toContain(`Opens at ${opensAt}`);
      expect(notice.querySelector('time')?.getAttribute('dateTime')).toBe(contestMode.endTime);
      // Give the lazy tab's chunk a chance to load and fetch, had it been rendered.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls).toEqual([]);
    },
  );

  it.each([null, undefined])(
    'open as usual when the contest mode is %s (undefined: a server from before contest mode)',
    async (mode) => {
      stubFetch({
        '/api/payment/config': { body: { access: 'admin' } },
        '/api/video/status/p1': { body: { hasVideo: false } },
      });
      renderTab('editorial', problem(mode));
      expect(await screen.findByText('No editorial yet')).toBeTruthy();
      expect(screen.queryByText(/Opens at/)).toBeNull();
    },
  );

  it('leave the statement and the submissions alone during a contest', async () => {
    const { calls } = stubFetch({ '/api/problem/submittedproblems/p1': { body: [] } });
    renderTab('description', problem(contestMode));
    expect(screen.getByText('Add them.')).toBeTruthy();
    renderTab('submissions', problem(contestMode));
    expect(await screen.findByText('No submissions found for this problem.')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/api/problem/submittedproblems/p1']);
    expect(screen.queryByText(/Opens at/)).toBeNull();
  });
});
