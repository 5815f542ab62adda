import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import type { ContestSummary } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../../testing/render';
import { ContestGrid } from './contest-grid';

const card = (overrides: Partial<ContestSummary>): ContestSummary => ({
  _id: 'c1',
  title: 'Weekly Sprint',
  description: 'Three problems in an hour.',
  startTime: '2026-01-01T10:00:00.000Z',
  endTime: '2026-01-01T11:00:00.000Z',
  status: 'running',
  freezeMinutes: 0,
  rated: false,
  problemCount: 3,
  participantCount: 7,
  registered: false,
  ...overrides,
});

function renderGrid() {
  const router = createMemoryRouter([{ path: '/contests', element: <ContestGrid /> }], {
    initialEntries: ['/contests'],
  });
  render(
    <TestProviders auth={authValue(testUser)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('ContestGrid (docs/product.md §2 "Contests list")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows badges, the initial, times, and Not Started or View Contest by status', async () => {
    stubFetch({
      '/api/problem/getallcontests': {
        body: [
          card({ _id: 'run', title: 'Running Cup', status: 'running' }),
          card({
            _id: 'soon',
            title: 'upcoming round',
            status: 'upcoming',
            startTime: '2099-01-01T10:00:00.000Z',
            endTime: '2099-01-01T11:00:00.000Z',
          }),
          card({ _id: 'old', title: 'Old Open', status: 'ended' }),
        ],
      },
    });
    renderGrid();

    const cards = within(await screen.findByRole('list', { name: 'Contests' })).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const [running, upcoming, ended] = cards as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(running).getByText('RUNNING')).toBeTruthy();
    expect(within(running).getByText('R')).toBeTruthy();
    expect(within(running).getByText('Three problems in an hour.')).toBeTruthy();
    expect(within(running).getByRole('link', { name: 'View Contest Running Cup' }).getAttribute('href')).toBe(
      '/contest/run',
    );
    expect(
      within(running)
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime')),
    ).toEqual(['2026-01-01T10:00:00.000Z', '2026-01-01T11:00:00.000Z']);

    expect(within(upcoming).getByText('UPCOMING')).toBeTruthy();
    expect(within(upcoming).getByText('U')).toBeTruthy();
    const notStarted = within(upcoming).getByRole('button', { name: 'Not Started' }) as HTMLButtonElement;
    expect(notStarted.disabled).toBe(true);
    // Issue 36: every card leads to its contest's page, an upcoming one's too (its countdown is there).
    expect(within(upcoming).getByRole('link', { name: 'upcoming round' }).getAttribute('href')).toBe('/contest/soon');
    expect(within(running).getByRole('link', { name: 'Running Cup' }).getAttribute('href')).toBe('/contest/run');

    expect(within(ended).getByText('ENDED')).toBeTruthy();
    expect(within(ended).getByRole('link', { name: 'View Contest Old Open' })).toBeTruthy();
  });

  it("reads the description's Markdown as text, never showing its marks (issue 36)", async () => {
    stubFetch({
      '/api/problem/getallcontests': {
        body: [card({ description: '# Rules\n\n**ICPC rules**, *no* [sharing](https://example.test).' })],
      },
    });
    renderGrid();
    const description = await screen.findByTestId('contest-card-description');
    expect(description.textContent).toMatch(/^Rules\s*ICPC rules, no sharing\.$/);
    expect(within(description).queryByRole('heading')).toBeNull();
    expect(within(description).queryByRole('link')).toBeNull();
  });

  it('counts down on upcoming and running cards, every second, each clock named by its contest', async () => {
    // The browser's clock and its tick are the test's: a second passes when the test says so.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    stubFetch({
      '/api/problem/getallcontests': {
        body: [
          card({
            _id: 'run',
            title: 'Running Cup',
            status: 'running',
            startTime: iso(now - 60_000),
            endTime: iso(now + 3_725_000),
          }),
          card({
            _id: 'soon',
            title: 'Soon Open',
            status: 'upcoming',
            startTime: iso(now + 90_000),
            endTime: iso(now + 3_690_000),
          }),
          card({ _id: 'old', title: 'Old Open', status: 'ended' }),
        ],
      },
    });
    renderGrid();

    const running = await screen.findByRole('timer', { name: 'Running Cup clock' });
    expect(running.textContent).toMatch(/Ends in 1h 02m 0[45]s/);
    const soon = screen.getByRole('timer', { name: 'Soon Open clock' });
    expect(soon.textContent).toMatch(/Starts in 1m (29|30)s/);
    // An ended card has no clock; the others tick.
    expect(screen.getAllByRole('timer')).toHaveLength(2);
    const before = soon.textContent;
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('timer', { name: 'Soon Open clock' }).textContent).toBe(before);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('timer', { name: 'Soon Open clock' }).textContent).not.toBe(before);
  });

  it('lets a user register for an upcoming contest, then says Registered', async () => {
    let registered = false;
    const { calls } = stubFetch({
      '/api/problem/getallcontests': () => ({
        body: [
          card({
            _id: 'soon',
            title: 'Next Cup',
            status: 'upcoming',
            startTime: '2099-01-01T10:00:00.000Z',
            endTime: '2099-01-01T11:00:00.000Z',
            registered,
          }),
        ],
      }),
      'POST /api/problem/contest/soon/register': () => {
        registered = true;
        return { body: { message: 'Registered', registered: true } };
      },
    });
    renderGrid();

    fireEvent.click(await screen.findByRole('button', { name: 'Register for Next Cup' }));
    expect(await screen.findByText('Registered')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/problem/contest/soon/register')).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Register for Next Cup' })).toBeNull();
  });

  it("says 'No contests available.' when there are none", async () => {
    stubFetch({ '/api/problem/getallcontests': { body: [] } });
    renderGrid();
    expect(await screen.findByText('No contests available.')).toBeTruthy();
  });
});
