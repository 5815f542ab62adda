import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { GroupProgress } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../../testing/render';
import { ProgressScreen } from './progress-screen';

const progress: GroupProgress = {
  group: { _id: 'g1', name: 'Algorithms 101' },
  assignments: [
    {
      _id: 'a1',
      title: 'Week 1',
      dueAt: '2026-03-04T18:00:00.000Z',
      problems: [
        { _id: 'p1', title: 'Sum', difficulty: 'easy' },
        { _id: 'p2', title: 'Product', difficulty: 'easy' },
      ],
    },
  ],
  members: [
    {
      _id: 'u1',
      handle: 'alice',
      name: 'Alice',
      problems: [
        {
          assignmentId: 'a1',
          problemId: 'p1',
          solved: true,
          solvedAt: '2026-03-03T10:10:00.000Z',
          late: false,
          attempts: 2,
        },
        { assignmentId: 'a1', problemId: 'p2', solved: false, solvedAt: null, late: false, attempts: 0 },
      ],
    },
    {
      _id: 'u2',
      handle: 'bob',
      name: 'Bob',
      problems: [
        {
          assignmentId: 'a1',
          problemId: 'p1',
          solved: true,
          solvedAt: '2026-03-05T09:00:00.000Z',
          late: true,
          attempts: 1,
        },
        { assignmentId: 'a1', problemId: 'p2', solved: false, solvedAt: null, late: false, attempts: 3 },
      ],
    },
  ],
  serverTime: '2026-03-06T00:00:00.000Z',
};

function renderProgress(answer: { status?: number; body: unknown }) {
  stubFetch({ '/api/groups/g1/progress': answer });
  const router = createMemoryRouter([{ path: '/groups/:groupId/progress', element: <ProgressScreen groupId="g1" /> }], {
    initialEntries: ['/groups/g1/progress'],
  });
  render(
    <TestProviders auth={authValue(testUser)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('ProgressScreen (docs/classrooms.md, "Progress")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows members by problems: solved, late and attempts, with the CSV download', async () => {
    renderProgress({ body: progress });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: /Week 1/ })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(2);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Alice @alice');
    expect(cells(rows[0]!)).toEqual(['Solved, 2 attempts before', 'Not solved']);
    expect(cells(rows[1]!)).toEqual(['Solved late, 1 attempt before', 'Not solved, 3 attempts']);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/groups/g1/progress.csv');
  });

  it("shows a student the server's refusal", async () => {
    renderProgress({ status: 403, body: { message: "Only the group's teacher (or an admin) can read its progress" } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Only the group's teacher (or an admin) can read its progress",
    );
  });
});
