import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { contestArchiveMessages, type ContestDetail } from '@codeyard/shared';

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

    // The file's first render loads the screen's modules, which takes seconds on a busy machine.
    const row = (await screen.findByRole('link', { name: 'Weekly Sprint' }, { timeout: 10_000 })).closest('tr')!;
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

  it('offers every contest as a contest package to download', async () => {
    stubFetch({ '/api/problem/getallcontests': { body: [running] } });
    renderAt(<AdminContests />);
    const exportLink = await screen.findByRole('link', { name: 'Export Weekly Sprint' });
    expect(exportLink.getAttribute('href')).toBe('/api/problem/contest/c1/export');
    expect(exportLink.hasAttribute('download')).toBe(true);
  });

  it('imports a contest package with the start time chosen, and lists the new contest', async () => {
    const springCup = { ...running, _id: 'c2', title: 'Spring Cup', status: 'upcoming' as const };
    let contests = [running];
    const { calls } = stubFetch({
      '/api/problem/getallcontests': () => ({ body: contests }),
      'POST /api/problem/contest/import': () => {
        contests = [running, springCup];
        return {
          status: 201,
          body: { message: 'Contest imported successfully', contest: { _id: 'c2' }, warnings: [] },
        };
      },
    });
    renderAt(<AdminContests />);

    const form = await screen.findByRole('form', { name: 'Import contest' });
    const archive = new File(['PK'], 'spring-cup.zip', { type: 'application/zip' });
    fireEvent.change(within(form).getByLabelText('Contest package (.zip)'), { target: { files: [archive] } });
    fireEvent.change(within(form).getByLabelText('Start time'), { target: { value: '2030-03-01T10:00:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Import' }));

    expect((await within(form).findByRole('status')).textContent).toBe('Contest imported successfully');
    expect(await screen.findByRole('link', { name: 'Spring Cup' })).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST')?.body as FormData;
    expect((sent.get('file') as File).name).toBe('spring-cup.zip');
    expect(sent.get('startTime')).toBe(new Date('2030-03-01T10:00:00').toISOString());
  });

  it('asks for a package first, and shows why the server refused one, naming the problem', async () => {
    const refusal =
      'Problem "reverse-word": Reference solution failed its tests — python: Wrong Answer on sample test 1';
    const { calls } = stubFetch({
      '/api/problem/getallcontests': { body: [running] },
      'POST /api/problem/contest/import': { status: 422, body: { message: refusal } },
    });
    renderAt(<AdminContests />);

    const form = await screen.findByRole('form', { name: 'Import contest' });
    fireEvent.click(within(form).getByRole('button', { name: 'Import' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(contestArchiveMessages.chooseFile);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const archive = new File(['PK'], 'spring-cup.zip', { type: 'application/zip' });
    fireEvent.change(within(form).getByLabelText('Contest package (.zip)'), { target: { files: [archive] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Import' }));
    expect(await within(form).findByText(refusal)).toBeTruthy();
    // Without a start time chosen, the package's own is used.
    expect((calls.find((call) => call.method === 'POST')?.body as FormData).has('startTime')).toBe(false);
  });
});
