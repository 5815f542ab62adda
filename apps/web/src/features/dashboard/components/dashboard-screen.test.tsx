import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toDashboardView, type DashboardStats, type MemberAssignment } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../../testing/render';
import { DashboardScreen } from './dashboard-screen';

const empty: DashboardStats = {
  user: { _id: 'user-1', firstName: 'ada', lastName: null, email: 'ada@example.com' },
  solvedCount: 0,
  totalProblems: 12,
  contestsParticipated: 0,
  firstSolved: [],
  activity: [],
  byDifficulty: {},
  byTag: {},
  submissionCount: 0,
  acceptedCount: 0,
  acceptedRate: null,
  languages: [],
  recentSubmissions: [],
  contestHistory: [],
};

function renderDashboard(stats: DashboardStats, assignments: MemberAssignment[] = []) {
  // The server answers in the API's spelling (emailid).
  stubFetch({
    '/api/user/dashboard': { body: toDashboardView(stats) },
    '/api/groups/assignments': { body: { assignments, serverTime: new Date().toISOString() } },
  });
  const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardScreen /> }], {
    initialEntries: ['/dashboard'],
  });
  render(
    <TestProviders auth={authValue(testUser)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('DashboardScreen (docs/product.md §2 "Dashboard")', () => {
  // jsdom has neither CSS.supports nor matchMedia, which the heatmap library calls.
  beforeEach(() => {
    vi.stubGlobal('CSS', { supports: () => true });
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the spec's fields and empty texts for a new user", async () => {
    renderDashboard(empty);

    expect(await screen.findByRole('heading', { name: 'ada' })).toBeTruthy();
    expect(screen.getByText('A')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('Problems Solved').nextElementSibling?.textContent).toBe('0 / 12');
    expect(screen.getByText('Contests Participated').nextElementSibling?.textContent).toBe('0');
    expect(screen.getByText('No problems solved yet.')).toBeTruthy();
    expect(screen.getByText('No contests yet.')).toBeTruthy();
    expect(screen.getAllByText('No submissions yet.').length).toBeGreaterThan(0);
    expect(screen.getByText('Accepted rate').nextElementSibling?.textContent).toBe('—');
  });

  it("shows a student's assignments with the due date counting down, solved marks and overdue ones", async () => {
    const hour = 3_600_000;
    const assignment = (id: string, title: string, dueInMs: number): MemberAssignment => ({
      _id: id,
      groupId: 'g1',
      group: { _id: 'g1', name: 'Algorithms 101' },
      title,
      dueAt: new Date(Date.now() + dueInMs).toISOString(),
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
      problems: [
        { _id: 'p1', title: 'Add Two', difficulty: 'easy', solved: true, solvedAt: null, late: false },
        { _id: 'p2', title: 'Paths', difficulty: 'hard', solved: false, solvedAt: null, late: false },
      ],
    });
    renderDashboard(empty, [assignment('a1', 'Week 1', -2 * hour), assignment('a2', 'Week 2', 50 * hour)]);

    await screen.findByRole('heading', { name: 'ada' });
    const panel = await screen.findByRole('region', { name: 'Assignments' });
    expect(within(panel).getByRole('timer', { name: 'Week 1 due' }).textContent).toMatch(/^Overdue by 2h 00m 0\ds/);
    expect(within(panel).getByRole('timer', { name: 'Week 2 due' }).textContent).toMatch(/^Due in 2d 0[12]h/);
    const week1 = within(panel).getByRole('list', { name: 'Problems of Week 1' });
    expect(within(week1).getByText('Solved')).toBeTruthy();
    expect(within(week1).getByText('Not solved')).toBeTruthy();
    expect(within(panel).getAllByRole('link', { name: 'Algorithms 101' })[0]?.getAttribute('href')).toBe('/groups/g1');
  });

  it('shows no assignments panel to someone in no group', async () => {
    renderDashboard(empty);
    await screen.findByRole('heading', { name: 'ada' });
    expect(screen.queryByRole('region', { name: 'Assignments' })).toBeNull();
  });

  it('lists the first solved problems as links, recent verdicts and contest ranks', async () => {
    renderDashboard({
      ...empty,
      solvedCount: 2,
      contestsParticipated: 1,
      firstSolved: [
        { _id: 'p1', title: 'Add Two', difficulty: 'easy' },
        { _id: 'p2', title: 'Paths', difficulty: 'hard' },
      ],
      activity: [{ date: new Date().toISOString().slice(0, 10), count: 3 }],
      byDifficulty: { easy: { solved: 1, total: 4 }, hard: { solved: 1, total: 2 } },
      submissionCount: 3,
      acceptedCount: 2,
      acceptedRate: 66.67,
      languages: [
        { language: 'cpp', count: 3 },
        { language: 'rust', count: 1 },
      ],
      recentSubmissions: [
        {
          _id: 's1',
          problemId: 'p2',
          title: 'Paths',
          language: 'cpp',
          status: 'wrong',
          verdict: 'Wrong Answer',
          createdAt: '2026-01-01T10:00:00.000Z',
        },
      ],
      contestHistory: [
        {
          _id: 'c1',
          title: 'Weekly Sprint',
          startTime: '2026-01-01T10:00:00.000Z',
          endTime: '2026-01-01T11:00:00.000Z',
          status: 'ended',
          scoring: 'icpc',
          rank: 3,
          solved: 1,
          totalScore: 100,
          maxScore: null,
          participants: 40,
        },
        {
          _id: 'c3',
          title: 'Olympiad',
          startTime: '2026-01-03T10:00:00.000Z',
          endTime: '2026-01-03T15:00:00.000Z',
          status: 'ended',
          scoring: 'ioi',
          rank: 5,
          solved: 0,
          totalScore: 150,
          maxScore: 300,
          participants: 20,
        },
        {
          _id: 'c2',
          title: 'Live Cup',
          startTime: '2026-01-02T10:00:00.000Z',
          endTime: '2026-01-02T13:00:00.000Z',
          status: 'running',
          scoring: 'icpc',
          rank: 1,
          solved: 2,
          totalScore: 200,
          maxScore: null,
          participants: 12,
        },
      ],
    });

    const firstSolved = await screen.findByRole('region', { name: 'First solved problems' });
    expect(within(firstSolved).getByRole('link', { name: 'Add Two' }).getAttribute('href')).toBe('/problem/p1');
    expect(within(firstSolved).getByRole('link', { name: 'Paths' }).getAttribute('href')).toBe('/problem/p2');
    expect(screen.getByText('Problems Solved').nextElementSibling?.textContent).toBe('2 / 12');
    expect(screen.getByText('Accepted rate').nextElementSibling?.textContent).toBe('67%');
    expect(screen.getByText('easy: 1 of 4 solved')).toBeTruthy();
    // Languages by their names, and one submission is one submission.
    expect(screen.getByText('C++: 3 submissions')).toBeTruthy();
    expect(screen.getByText('Rust: 1 submission')).toBeTruthy();
    const recent = screen.getByRole('region', { name: 'Recent submissions' });
    expect(within(recent).getByText('Wrong Answer')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Contest history' });
    expect(within(history).getByRole('link', { name: 'Weekly Sprint' }).getAttribute('href')).toBe('/contest/c1');
    expect(within(history).getByText('3 / 40')).toBeTruthy();
    // ICPC counts problems solved; IOI shows the score out of the full score, not "0 solved".
    expect(within(history).getByText('1 solved')).toBeTruthy();
    expect(within(history).getByText('150 / 300 points')).toBeTruthy();
    expect(within(history).queryByText('0 solved')).toBeNull();
    // A running contest is not history: listed apart, without its provisional rank.
    const running = within(history).getByRole('list', { name: 'In progress' });
    expect(within(running).getByRole('link', { name: 'Live Cup' }).getAttribute('href')).toBe('/contest/c2');
    expect(within(running).getByText(/2 solved so far/)).toBeTruthy();
    expect(within(history).queryByText('1 / 12')).toBeNull();
    expect(within(history).getAllByRole('row')).toHaveLength(3);
  });
});
