import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { publicProblemWarning, type ContestDetail, type ProblemListEntry } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testAdmin, TestProviders } from '../../../testing/render';
import { CreateContest } from './create-contest';
import { EditContest } from './edit-contest';

// Issue 30, item 4: a public problem in a contest is open to everyone before the start; the
// contest form says so while choosing and after saving, and keeps such a problem in one click.

/** The admin's list as the server answers it (with visibility), changed by the visibility call. */
function problemSet() {
  const problems: ProblemListEntry[] = [
    { _id: 'p1', title: 'Add Two', difficulty: 'easy', tags: [], acceptanceRate: null, visibility: 'contest' },
    { _id: 'p2', title: 'Cheapest Route', difficulty: 'hard', tags: [], acceptanceRate: null, visibility: 'public' },
    { _id: 'p3', title: 'Open Chain', difficulty: 'medium', tags: [], acceptanceRate: null, visibility: 'public' },
  ];
  return {
    problems,
    list: () => ({ body: problems }),
    keep: (problemId: string) => () => {
      const problem = problems.find((each) => each._id === problemId)!;
      problem.visibility = 'contest';
      return { body: { message: 'Problem visibility updated', problem: { _id: problemId, visibility: 'contest' } } };
    },
  };
}

function renderAt(element: React.ReactNode) {
  render(
    <TestProviders auth={authValue(testAdmin)}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
    </TestProviders>,
  );
}

const warningList = () => screen.queryByRole('list', { name: 'Public problems in this contest' });
const keepButton = (title: string) => screen.getByRole('button', { name: `Keep it for the contest: ${title}` });
const choose = (title: string) =>
  fireEvent.click(within(screen.getByRole('list', { name: 'Available problems' })).getByLabelText(new RegExp(title)));

async function fillContest() {
  await screen.findByRole('list', { name: 'Available problems' });
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Weekly Sprint' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Three problems.' } });
  fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '2030-05-01T10:00:00' } });
  fireEvent.change(screen.getByLabelText('End time'), { target: { value: '2030-05-01T12:00:00' } });
}

describe('the contest form warns about public problems', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each public problem while choosing, in contest order, and none for contest problems', async () => {
    const set = problemSet();
    stubFetch({ '/api/problem/getAllProblem': set.list });
    renderAt(<CreateContest />);
    await fillContest();
    expect(warningList()).toBeNull();

    choose('Add Two');
    expect(warningList()).toBeNull();
    choose('Open Chain');
    choose('Cheapest Route');
    const list = warningList()!;
    expect(list.closest('[role="status"]')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${publicProblemWarning('Open Chain')}Keep it for the contest`,
      `${publicProblemWarning('Cheapest Route')}Keep it for the contest`,
    ]);
    expect(publicProblemWarning('Open Chain')).toBe(
      'Open Chain is public: everyone can open it before and during the contest',
    );
    // The visible words are the same on each button; the name says which problem.
    expect(keepButton('Open Chain').textContent).toBe('Keep it for the contest');
    expect(screen.getAllByRole('button', { name: /^Keep it for the contest: / })).toHaveLength(2);

    choose('Open Chain');
    expect(within(warningList()!).getAllByRole('listitem')).toHaveLength(1);
  });

  it("keeps the saved contest's warnings after the form clears; the button makes the problem a contest one and the warning goes", async () => {
    const set = problemSet();
    const { calls } = stubFetch({
      '/api/problem/getAllProblem': set.list,
      'POST /api/problem/createcontest': {
        status: 201,
        body: {
          message: 'Contest created successfully',
          contest: { _id: 'c9' },
          warnings: [{ problemId: 'p2', title: 'Cheapest Route', message: publicProblemWarning('Cheapest Route') }],
        },
      },
      'PATCH /api/problem/visibility/p2': set.keep('p2'),
    });
    renderAt(<CreateContest />);
    await fillContest();
    choose('Cheapest Route');
    fireEvent.click(screen.getByRole('button', { name: 'Create Contest' }));
    await screen.findByText('Contest created successfully');
    await waitFor(() => expect(screen.getByText('None chosen yet.')).toBeTruthy());

    // The form is empty again, but the new contest still holds the public problem.
    expect(within(warningList()!).getByText(publicProblemWarning('Cheapest Route'))).toBeTruthy();
    fireEvent.click(keepButton('Cheapest Route'));

    await waitFor(() => expect(warningList()).toBeNull());
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/problem/visibility/p2',
      body: { visibility: 'contest' },
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Cheapest Route is now a contest problem: hidden until the contest starts',
    );
    // The list was asked again after the change, and still says contest: the warning stays gone.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/problem/getAllProblem').length).toBeGreaterThan(1),
    );
    expect(warningList()).toBeNull();
  });

  it('keeps the warning and says why when the change is refused', async () => {
    const set = problemSet();
    stubFetch({
      '/api/problem/getAllProblem': set.list,
      'PATCH /api/problem/visibility/p3': { status: 403, body: { message: 'Forbidden' } },
    });
    renderAt(<CreateContest />);
    await fillContest();
    choose('Open Chain');
    fireEvent.click(keepButton('Open Chain'));
    expect((await screen.findByRole('alert')).textContent).toBe('Forbidden');
    expect(within(warningList()!).getByText(publicProblemWarning('Open Chain'))).toBeTruthy();
  });

  it('links to a new problem for this contest, made with contest visibility, in another tab', async () => {
    stubFetch({ '/api/problem/getAllProblem': problemSet().list });
    renderAt(<CreateContest />);
    const link = await screen.findByRole('link', { name: 'New problem for this contest (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/admin/create?visibility=contest');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

describe('the edit form warns about public problems', () => {
  afterEach(() => vi.unstubAllGlobals());

  const now = Date.now();
  const contest = (status: ContestDetail['status']): ContestDetail => ({
    _id: 'c1',
    title: 'Weekly Sprint',
    description: 'Solve fast.',
    startTime: new Date(now + (status === 'upcoming' ? 60 : -180) * 60_000).toISOString(),
    endTime: new Date(now + (status === 'upcoming' ? 120 : -60) * 60_000).toISOString(),
    status,
    freezeMinutes: 0,
    rated: false,
    scoring: 'icpc',
    ioiScoreMode: 'best-submission',
    problemCount: 2,
    participantCount: 0,
    registered: false,
    problems: [
      { _id: 'p1', title: 'Add Two', difficulty: 'easy', label: 'A' },
      { _id: 'p2', title: 'Cheapest Route', difficulty: 'hard', label: 'B' },
    ],
    serverTime: new Date(now).toISOString(),
  });

  it('an upcoming contest: its public problem is named as the page opens, and after a save that adds another', async () => {
    const set = problemSet();
    stubFetch({
      '/api/problem/contestbyid/c1': { body: contest('upcoming') },
      '/api/problem/getAllProblem': set.list,
      'PATCH /api/problem/contest/c1': {
        body: {
          message: 'Contest updated successfully',
          contest: { _id: 'c1' },
          warnings: [
            { problemId: 'p2', title: 'Cheapest Route', message: publicProblemWarning('Cheapest Route') },
            { problemId: 'p3', title: 'Open Chain', message: publicProblemWarning('Open Chain') },
          ],
        },
      },
    });
    renderAt(<EditContest contestId="c1" />);
    await screen.findByRole('list', { name: 'Available problems' });
    expect(
      within(warningList()!)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([publicProblemWarning('Cheapest Route')]);
    choose('Open Chain');
    fireEvent.click(screen.getByRole('button', { name: 'Save Contest' }));
    await screen.findByText('Contest updated successfully');
    expect(
      within(warningList()!)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([publicProblemWarning('Cheapest Route'), publicProblemWarning('Open Chain')]);
  });

  it('an ended contest: public problems are practice by now, so nothing is said', async () => {
    stubFetch({
      '/api/problem/contestbyid/c1': { body: contest('ended') },
      '/api/problem/getAllProblem': problemSet().list,
    });
    renderAt(<EditContest contestId="c1" />);
    await screen.findByRole('list', { name: 'Chosen problems' });
    expect(warningList()).toBeNull();
    expect(screen.queryByRole('button', { name: /Keep it for the contest/ })).toBeNull();
  });
});
