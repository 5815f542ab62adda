import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../../testing/render';
import { ProblemList } from './problem-list';

const problems = [
  { _id: 'p1', title: 'Two Sum Pairs', difficulty: 'easy', tags: ['array'], acceptanceRate: 66.7 },
  { _id: 'p2', title: 'Reverse the Chain', difficulty: 'medium', tags: ['linkedList'], acceptanceRate: 0 },
  { _id: 'p3', title: 'Cheapest Route', difficulty: 'hard', tags: ['graph', 'dp'], acceptanceRate: null },
];

function renderList(userId: string | null, address = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ProblemList userId={userId} /> },
      { path: '/problem/:problemId', element: <p>problem page</p> },
    ],
    { initialEntries: [address] },
  );
  render(
    <TestProviders auth={authValue(userId ? testUser : null)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

/** The body rows of the Problems table (the first row holds the column headers). */
async function problemRows() {
  const table = await screen.findByRole('table', { name: 'Problems' });
  return within(table).getAllByRole('row').slice(1);
}

const titles = () =>
  screen
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);

// Rendering a whole table in jsdom takes seconds on a busy machine.
describe('ProblemList', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists problems with row numbers, title links, coloured difficulty badges, tags, acceptance and Solved or Solve', async () => {
    stubFetch({
      '/api/problem/getAllProblem': { body: problems },
      '/api/problem/problemSolvedByUser': { body: [{ _id: 'p2' }] },
    });
    renderList('user-1');

    const rows = await problemRows();
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getAllByRole('cell')[0]!.textContent).toBe('1');
    expect(within(rows[2]!).getAllByRole('cell')[0]!.textContent).toBe('3');
    expect(within(rows[0]!).getByRole('link', { name: 'Two Sum Pairs' }).getAttribute('href')).toBe('/problem/p1');
    expect(within(rows[0]!).getByText('easy').className).toContain('badge-success');
    expect(within(rows[1]!).getByText('medium').className).toContain('badge-warning');
    expect(within(rows[2]!).getByText('hard').className).toContain('badge-error');
    expect(within(rows[2]!).getAllByText('dp').length).toBeGreaterThan(0);
    expect(within(rows[0]!).getByText('66.7%')).toBeTruthy();
    expect(within(rows[1]!).getByText('0.0%')).toBeTruthy();
    // jsdom applies no CSS: the column cell and the phone line under the title both exist here.
    expect(within(rows[2]!).getAllByText('No submissions yet').length).toBeGreaterThan(0);
    expect(within(rows[0]!).getByText('66.7% accepted')).toBeTruthy();
    expect(await within(rows[1]!).findByText('Solved')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('link', { name: /^Solve/ })).toBeNull();
    expect(within(rows[0]!).getByRole('link', { name: 'Solve Two Sum Pairs' }).getAttribute('href')).toBe(
      '/problem/p1',
    );
    expect(screen.getByText('3 problems')).toBeTruthy();
  });

  it('has the spec option texts', async () => {
    stubFetch({ '/api/problem/getAllProblem': { body: problems }, '/api/problem/problemSolvedByUser': { body: [] } });
    renderList('user-1');
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(screen.getByPlaceholderText('Search problems by title...')).toBeTruthy();
    expect(options('Status')).toEqual(['All Problems', 'Solved Problems', 'Attempted', 'Unsolved']);
    expect(options('Difficulty')).toEqual(['All Difficulties', 'easy', 'medium', 'hard']);
    expect(options('Tag')).toEqual(['All Tags', 'array', 'linkedList', 'graph', 'dp', 'string']);
  });

  it('filters by search, difficulty, tag and solved status, keeps each row its number and counts them', async () => {
    stubFetch({
      '/api/problem/getAllProblem': { body: problems },
      '/api/problem/problemSolvedByUser': { body: [{ _id: 'p3' }] },
    });
    renderList('user-1');
    await problemRows();

    fireEvent.change(screen.getByPlaceholderText('Search problems by title...'), { target: { value: 'CHAIN rev' } });
    expect(titles()).toEqual(['Reverse the Chain']);
    // Its place in the whole list, not in the filtered one: a number names a problem.
    expect(within((await problemRows())[0]!).getAllByRole('cell')[0]!.textContent).toBe('2');
    expect(screen.getByText('Showing 1 of 3 problems')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Search problems by title...'), { target: { value: '' } });

    fireEvent.change(screen.getByRole('combobox', { name: 'Tag' }), { target: { value: 'dp' } });
    expect(titles()).toEqual(['Cheapest Route']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Tag' }), { target: { value: 'all' } });

    await screen.findByText('Solved');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'solved' } });
    expect(titles()).toEqual(['Cheapest Route']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Difficulty' }), { target: { value: 'easy' } });
    expect(titles()).toEqual([]);
    expect(screen.getByText('No problems found.')).toBeTruthy();
    expect(screen.getByText('Showing 0 of 3 problems')).toBeTruthy();
  });

  it('marks problems submitted but not solved as Attempted with Retry, and filters Attempted and Unsolved', async () => {
    stubFetch({
      '/api/problem/getAllProblem': { body: problems },
      '/api/problem/problemSolvedByUser': { body: [{ _id: 'p3' }] },
      '/api/problem/attempted': { body: { problemIds: ['p2'] } },
    });
    renderList('user-1');
    const rows = await problemRows();
    expect(await within(rows[1]!).findByText('Attempted')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Retry Reverse the Chain' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Solve Two Sum Pairs' })).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'attempted' } });
    expect(titles()).toEqual(['Reverse the Chain']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'unsolved' } });
    expect(titles()).toEqual(['Two Sum Pairs', 'Reverse the Chain']);
  });

  it('offers a visitor only All and Solved, as Attempted and Unsolved mean nothing without an account', async () => {
    stubFetch({ '/api/problem/getAllProblem': { body: problems } });
    renderList(null);
    await problemRows();
    const status = within(screen.getByRole('combobox', { name: 'Status' }));
    expect(status.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Problems',
      'Solved Problems',
    ]);
  });

  it('sorts by a column header (again for the other way), keeping it in the address; no data sorts last', async () => {
    stubFetch({ '/api/problem/getAllProblem': { body: problems }, '/api/problem/problemSolvedByUser': { body: [] } });
    const router = renderList('user-1');
    await problemRows();
    fireEvent.click(screen.getByRole('button', { name: 'Title' }));
    expect(titles()).toEqual(['Cheapest Route', 'Reverse the Chain', 'Two Sum Pairs']);
    expect(screen.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(router.state.location.search).toBe('?sort=title');

    fireEvent.click(screen.getByRole('button', { name: 'Acceptance' }));
    expect(titles()).toEqual(['Reverse the Chain', 'Two Sum Pairs', 'Cheapest Route']);
    fireEvent.click(screen.getByRole('button', { name: 'Acceptance' }));
    expect(titles()).toEqual(['Two Sum Pairs', 'Reverse the Chain', 'Cheapest Route']);
    expect(router.state.location.search).toBe('?sort=-acceptance');

    fireEvent.click(screen.getByRole('button', { name: 'Difficulty' }));
    expect(titles()).toEqual(['Two Sum Pairs', 'Reverse the Chain', 'Cheapest Route']);
    // Rows keep their numbers whatever the order.
    const numbers = (await problemRows()).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(numbers).toEqual(['1', '2', '3']);
  });

  it('keeps the filters in the address, reads them from it, and restores them on Back', async () => {
    stubFetch({ '/api/problem/getAllProblem': { body: problems }, '/api/problem/problemSolvedByUser': { body: [] } });
    const router = renderList('user-1', '/?difficulty=hard&q=route');
    expect(titles()).toEqual([]);
    await problemRows();
    expect(titles()).toEqual(['Cheapest Route']);
    expect((screen.getByPlaceholderText('Search problems by title...') as HTMLInputElement).value).toBe('route');
    expect((screen.getByRole('combobox', { name: 'Difficulty' }) as HTMLSelectElement).value).toBe('hard');

    fireEvent.change(screen.getByRole('combobox', { name: 'Difficulty' }), { target: { value: 'all' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Tag' }), { target: { value: 'graph' } });
    expect(router.state.location.search).toBe('?q=route&tag=graph');

    // Open a problem, then come back: the list shows the same filters.
    fireEvent.click(screen.getByRole('link', { name: 'Cheapest Route' }));
    await screen.findByText('problem page');
    await router.navigate(-1);
    await problemRows();
    expect(router.state.location.search).toBe('?q=route&tag=graph');
    expect((screen.getByRole('combobox', { name: 'Tag' }) as HTMLSelectElement).value).toBe('graph');
    expect((screen.getByPlaceholderText('Search problems by title...') as HTMLInputElement).value).toBe('route');
    expect(titles()).toEqual(['Cheapest Route']);
  });

  it('never asks for the solved list without a user', async () => {
    const { calls } = stubFetch({ '/api/problem/getAllProblem': { body: problems } });
    renderList(null);
    await problemRows();
    expect(calls.map((call) => call.path)).toEqual(['/api/problem/getAllProblem']);
    expect(screen.queryByText('Solved')).toBeNull();
  });

  it('shows an empty list when the answer is not a list', async () => {
    stubFetch({ '/api/problem/getAllProblem': { body: { oops: true } } });
    renderList(null);
    expect(await screen.findByText('No problems found.')).toBeTruthy();
  });

  it('says "No problems found." when the list fails to load, and Retry asks again', async () => {
    let failing = true;
    const { calls } = stubFetch({
      '/api/problem/getAllProblem': () => (failing ? { status: 500, body: { message: 'boom' } } : { body: problems }),
    });
    renderList(null);

    expect((await screen.findByRole('alert')).textContent).toBe('No problems found.');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await problemRows()).toHaveLength(3);
    expect(calls.filter((call) => call.path === '/api/problem/getAllProblem').length).toBeGreaterThanOrEqual(2);
  });
});
