import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ContestDetail } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testAdmin, TestProviders } from '../../../testing/render';
import { toLocalInput } from '../utils/contest-form-values';
import { AdminContests, DELETE_CONTEST_CONFIRMATION } from './admin-contests';
import { EditContest } from './edit-contest';

const running: ContestDetail = {
  _id: 'c1',
  title: 'Weekly Sprint',
  description: 'Solve fast.',
  startTime: '2026-01-01T10:00:07.250Z',
  endTime: '2099-01-01T12:00:00.000Z',
  status: 'running',
  freezeMinutes: 0,
  rated: false,
  problemCount: 1,
  participantCount: 3,
  registered: false,
  problems: [{ _id: 'p1', title: 'Add Two', difficulty: 'easy', label: 'A' }],
  serverTime: new Date().toISOString(),
};

function renderAt(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <TestProviders auth={authValue(testAdmin)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('admin contests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists contests with Edit links and deletes after confirming', async () => {
    const { calls } = stubFetch({
      '/api/problem/getallcontests': { body: [running] },
      'DELETE /api/problem/contest/c1': { body: { message: 'Contest deleted successfully' } },
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderAt(<AdminContests />);

    const row = (await screen.findByRole('link', { name: 'Weekly Sprint' })).closest('tr')!;
    expect(within(row).getByText('RUNNING')).toBeTruthy();
    // On a phone the times and the problem count fold under the title, so Edit and Delete fit beside it.
    expect(within(row).getByText('1 problem').className).toContain('md:hidden');
    expect(within(row).getByRole('link', { name: 'Edit Weekly Sprint' }).getAttribute('href')).toBe(
      '/admin/contests/c1/edit',
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Weekly Sprint' }));

    expect(await screen.findByText('Contest deleted successfully')).toBeTruthy();
    expect(confirm).toHaveBeenCalledWith(DELETE_CONTEST_CONFIRMATION);
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/problem/contest/c1')).toBe(true);
  });

  it('sends only the changed fields, so a running contest can get a later end without touching its start', async () => {
    const { calls } = stubFetch({
      '/api/problem/contestbyid/c1': { body: running },
      '/api/problem/getAllProblem': { body: [{ _id: 'p1', title: 'Add Two', difficulty: 'easy', tags: [] }] },
      'PATCH /api/problem/contest/c1': { body: { message: 'Contest updated successfully', contest: { _id: 'c1' } } },
    });
    renderAt(<EditContest contestId="c1" />);

    await screen.findByRole('list', { name: 'Chosen problems' });
    expect((screen.getByLabelText('Start time') as HTMLInputElement).value).toContain(toLocalInput(running.startTime));
    fireEvent.change(screen.getByLabelText('End time'), { target: { value: '2099-01-01T13:30:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Contest' }));

    expect(await screen.findByText('Contest updated successfully')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ endTime: new Date('2099-01-01T13:30:00').toISOString() });
  });
});
