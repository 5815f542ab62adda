import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AssignmentView, GroupDetail } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../../testing/render';
import { GroupScreen } from './group-screen';

const hour = 3_600_000;
const assignment = (overrides: Partial<AssignmentView>): AssignmentView => ({
  _id: 'a1',
  groupId: 'g1',
  title: 'Week 1',
  dueAt: new Date(Date.now() + 5 * hour).toISOString(),
  problems: [{ _id: 'p1', title: 'Add Two', difficulty: 'easy' }],
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

const teacherView: GroupDetail = {
  _id: 'g1',
  name: 'Algorithms 101',
  teacher: { _id: 'user-1', handle: 'ada', name: 'ada' },
  role: 'teacher',
  memberCount: 1,
  assignmentCount: 1,
  joinCode: 'ABCDEFGHJK',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  members: [{ _id: 'u2', handle: 'bob', name: 'Bob', joinedAt: '2026-01-02T10:00:00.000Z' }],
  assignments: [assignment({})],
  privateProblems: [],
  serverTime: new Date().toISOString(),
};

function renderGroup(detail: GroupDetail, extra: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({
    // Stamped now: the countdowns follow the server's clock, measured from this.
    '/api/groups/g1': { body: { group: { ...detail, serverTime: new Date().toISOString() } } },
    '/api/problem/getAllProblem': {
      body: [
        { _id: 'p1', title: 'Add Two', difficulty: 'easy', tags: [], acceptanceRate: null },
        { _id: 'p2', title: 'Paths', difficulty: 'hard', tags: [], acceptanceRate: null },
      ],
    },
    ...extra,
  });
  const router = createMemoryRouter([{ path: '/groups/:groupId', element: <GroupScreen groupId="g1" /> }], {
    initialEntries: ['/groups/g1'],
  });
  render(
    <TestProviders auth={authValue(testUser)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return stub;
}

describe('GroupScreen for its teacher', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the join code to copy, the members, the assignments and the progress link', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderGroup(teacherView);
    expect((await screen.findByLabelText('Join code')).textContent).toBe('ABCDE-FGHJK');
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('ABCDE-FGHJK'));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Members' })).getByText('Bob')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Week 1 due' }).textContent).toMatch(/^Due in [45]h/);
    expect(screen.getByRole('link', { name: 'Progress table' }).getAttribute('href')).toBe('/groups/g1/progress');
  });

  it('adds and removes students by handle', async () => {
    const { calls } = renderGroup(teacherView, {
      'POST /api/groups/g1/members': { body: { message: '@carol added' } },
      'DELETE /api/groups/g1/members/bob': { body: { message: '@bob removed' } },
    });
    fireEvent.change(await screen.findByLabelText('Add a student by handle'), { target: { value: '@Carol' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add student' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ handle: 'carol' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove @bob' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('sets an assignment with problems picked from the list and a due date', async () => {
    const { calls } = renderGroup(teacherView, {
      'POST /api/groups/g1/assignments': {
        status: 201,
        body: { message: 'Assignment created', assignment: assignment({ title: 'Week 2' }) },
      },
    });
    const form = (await screen.findByRole('button', { name: 'Set assignment' })).closest('form')!;
    fireEvent.click(within(form).getByRole('button', { name: 'Set assignment' }));
    expect(await within(form).findByText('Title must be 1 to 200 characters')).toBeTruthy();
    expect(within(form).getByText('Choose at least one problem')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Assignment title'), { target: { value: 'Week 2' } });
    fireEvent.change(within(form).getByLabelText(/^Due/), { target: { value: '2030-05-01T18:30' } });
    fireEvent.click(await within(form).findByRole('checkbox', { name: /Paths/ }));
    fireEvent.click(within(form).getByRole('checkbox', { name: /Add Two/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Set assignment' }));
    expect(await within(form).findByText('Assignment created: Week 2')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Week 2',
      problems: ['p2', 'p1'],
      dueAt: new Date('2030-05-01T18:30').toISOString(),
    });
  });
});

describe('GroupScreen for a member', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows their assignments with their marks, overdue ones as such, and no teacher tools', async () => {
    renderGroup({
      ...teacherView,
      role: 'member',
      joinCode: null,
      members: null,
      privateProblems: null,
      assignments: [
        assignment({
          title: 'Week 1',
          dueAt: new Date(Date.now() - 3 * hour).toISOString(),
          problems: [
            { _id: 'p1', title: 'Add Two', difficulty: 'easy', solved: true, solvedAt: null, late: true },
            { _id: 'p2', title: 'Paths', difficulty: 'hard', solved: false, solvedAt: null, late: false },
          ],
        }),
      ],
    });
    const timer = await screen.findByRole('timer', { name: 'Week 1 due' });
    expect(timer.textContent).toMatch(/^Overdue by 3h/);
    expect(screen.getByText('Solved late')).toBeTruthy();
    expect(screen.getByText('Not solved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Paths' }).getAttribute('href')).toBe('/problem/p2');
    expect(screen.queryByLabelText('Join code')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Progress table' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave group' })).toBeTruthy();
  });

  it('says so when the group is not theirs to see', async () => {
    stubFetch({ '/api/groups/g1': { status: 404, body: { message: 'Group not found' } } });
    const router = createMemoryRouter([{ path: '/groups/:groupId', element: <GroupScreen groupId="g1" /> }], {
      initialEntries: ['/groups/g1'],
    });
    render(
      <TestProviders auth={authValue(testUser)}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Group not found');
  });
});
