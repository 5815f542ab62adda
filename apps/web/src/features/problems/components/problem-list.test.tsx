import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../../testing/render';
import { ProblemList } from './problem-list';

const problems = [
  { _id: 'p1', title: 'Two Sum Pairs', difficulty: 'easy', tags: ['array'] },
  { _id: 'p2', title: 'Reverse the Chain', difficulty: 'medium', tags: ['linkedList'] },
  { _id: 'p3', title: 'Cheapest Route', difficulty: 'hard', tags: ['graph', 'dp'] },
];

function renderList(userId: string | null) {
  const router = createMemoryRouter([{ path: '/', element: <ProblemList userId={userId} /> }]);
  render(
    <TestProviders auth={authValue(userId ? testUser : null)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('ProblemList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists problems with title links, coloured difficulty badges, tags and Solved or Solve', async () => {
    stubFetch({ '/api/problem/getAllProblem': { body: problems }, '/api/problem/problemSolvedByUser': { body: [{ _id: 'p2' }] } });
    renderList('user-1');

    const list = await screen.findByRole('list', { name: 'Problems' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Two Sum Pairs' }).getAttribute('href')).toBe('/problem/p1');
    expect(within(rows[0]!).getByText('easy').className).toContain('badge-success');
    expect(within(rows[1]!).getByText('medium').className).toContain('badge-warning');
    expect(within(rows[2]!).getByText('hard').className).toContain('badge-error');
    expect(within(rows[2]!).getByText('dp')).toBeTruthy();
    expect(await within(rows[1]!).findByText('Solved')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('link', { name: /^Solve/ })).toBeNull();
    expect(within(rows[0]!).getByRole('link', { name: 'Solve Two Sum Pairs' }).getAttribute('href')).toBe('/problem/p1');
  });

  it('has the spec option texts', async () => {
    stubFetch({ '/api/problem/getAllProblem': { body: problems }, '/api/problem/problemSolvedByUser': { body: [] } });
    renderList('user-1');
    const options = (name: string) => within(screen.getByRole('combobox', { name })).getAllByRole('option').map((option) => option.textContent);
    expect(screen.getByPlaceholderText('Search problems by title...')).toBeTruthy();
    expect(options('Status')).toEqual(['All Problems', 'Solved Problems']);
    expect(options('Difficulty')).toEqual(['All Difficulties', 'easy', 'medium', 'hard']);
    expect(options('Tag')).toEqual(['All Tags', 'array', 'linkedList', 'graph', 'dp', 'string']);
  });

  it('filters by search, difficulty, tag and solved status, and says when nothing matches', async () => {
    stubFetch({ '/api/problem/getAllProblem': { body: problems }, '/api/problem/problemSolvedByUser': { body: [{ _id: 'p3' }] } });
    renderList('user-1');
    await screen.findByRole('list', { name: 'Problems' });
    const titles = () => screen.queryAllByRole('listitem').map((row) => within(row).getAllByRole('link')[0]!.textContent);

    fireEvent.change(screen.getByPlaceholderText('Search problems by title...'), { target: { value: 'CHAIN rev' } });
    expect(titles()).toEqual(['Reverse the Chain']);
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
  });

  it('never asks for the solved list without a user', async () => {
    const { calls } = stubFetch({ '/api/problem/getAllProblem': { body: problems } });
    renderList(null);
    await screen.findByRole('list', { name: 'Problems' });
    expect(calls.map((call) => call.path)).toEqual(['/api/problem/getAllProblem']);
    expect(screen.queryByText('Solved')).toBeNull();
  });

  it('shows an empty list when the answer is not a list', async () => {
    stubFetch({ '/api/problem/getAllProblem': { body: { oops: true } } });
    renderList(null);
    expect(await screen.findByText('No problems found.')).toBeTruthy();
  });
});
