import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { GroupSummary, User } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testAdmin, testUser, TestProviders } from '../../../testing/render';
import { GroupsScreen } from './groups-screen';

const group: GroupSummary = {
  _id: 'g1',
  name: 'Algorithms 101',
  teacher: { _id: 't1', handle: 'tess', name: 'Tess' },
  role: 'member',
  memberCount: 12,
  assignmentCount: 1,
  joinCode: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

function renderScreen(user: User = testUser) {
  const router = createMemoryRouter(
    [
      { path: '/groups', element: <GroupsScreen /> },
      { path: '/groups/:groupId', element: <p>Group page</p> },
    ],
    { initialEntries: ['/groups'] },
  );
  render(
    <TestProviders auth={authValue(user)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('GroupsScreen (docs/classrooms.md)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists a student's groups and offers to join one, not to create one", async () => {
    stubFetch({ '/api/groups': { body: { groups: [group], canTeach: false } } });
    renderScreen();
    const yours = await screen.findByRole('region', { name: 'Your groups' });
    expect(within(yours).getByRole('link', { name: 'Algorithms 101' }).getAttribute('href')).toBe('/groups/g1');
    expect(within(yours).getByText('12 members · 1 assignment')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Join a group' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Create a group' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Teachers' })).toBeNull();
  });

  it('checks the code before sending it, then joins and opens the group', async () => {
    const { calls } = stubFetch({
      '/api/groups': { body: { groups: [], canTeach: false } },
      'POST /api/groups/join': { body: { message: 'You joined Algorithms 101', group } },
    });
    const router = renderScreen();
    const code = await screen.findByLabelText('Join code');
    fireEvent.change(code, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join group' }));
    expect(await screen.findByText('A join code is 10 letters and digits, such as ABCDE-FGHJK')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(code, { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join group' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g1'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ code: 'ABCDEFGHJK' });
  });

  it("shows the server's refusal of a wrong or guessed code", async () => {
    stubFetch({
      '/api/groups': { body: { groups: [], canTeach: false } },
      'POST /api/groups/join': {
        status: 429,
        body: { message: 'Too many wrong join codes, please try again in 900 seconds.' },
      },
    });
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Join code'), { target: { value: 'ZZZZZ-ZZZZZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join group' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many wrong join codes, please try again in 900 seconds.',
    );
  });

  it('lets a teacher create a group, and an admin mark teachers', async () => {
    const { calls } = stubFetch({
      '/api/groups': { body: { groups: [], canTeach: true } },
      'POST /api/groups': { status: 201, body: { message: 'Group created', group: { ...group, _id: 'new' } } },
      '/api/admin/teachers': { body: { teachers: [{ _id: 't1', handle: 'tess', name: 'Tess', admin: false }] } },
      'PUT /api/admin/teachers/olga': { body: { message: '@olga is now a teacher' } },
    });
    const router = renderScreen(testAdmin);
    const teachers = await screen.findByRole('region', { name: 'Teachers' });
    expect(await within(teachers).findByText('Tess (@tess)')).toBeTruthy();
    fireEvent.change(within(teachers).getByLabelText('Handle to mark as teacher'), { target: { value: '@Olga' } });
    fireEvent.click(within(teachers).getByRole('button', { name: 'Mark as teacher' }));
    expect(await within(teachers).findByText('@olga is now a teacher')).toBeTruthy();

    const create = screen.getByRole('region', { name: 'Create a group' });
    fireEvent.click(within(create).getByRole('button', { name: 'Create group' }));
    expect(await within(create).findByText('Group name must be 1 to 100 characters')).toBeTruthy();
    fireEvent.change(within(create).getByLabelText('Group name'), { target: { value: 'Graphs' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/new'));
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/groups')?.body).toEqual({
      name: 'Graphs',
    });
  });
});
