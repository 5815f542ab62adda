import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testAdmin, TestProviders } from '../../../testing/render';
import { CreateContest } from './create-contest';

const problems = [
  { _id: 'p1', title: 'Add Two', difficulty: 'easy', tags: ['array'] },
  { _id: 'p2', title: 'Cheapest Route', difficulty: 'hard', tags: ['graph'] },
  { _id: 'p3', title: 'Reverse the Chain', difficulty: 'medium', tags: ['linkedList'] },
];

function renderForm() {
  const router = createMemoryRouter([{ path: '/', element: <CreateContest /> }]);
  render(
    <TestProviders auth={authValue(testAdmin)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillValidForm() {
  await screen.findByRole('list', { name: 'Available problems' });
  fireEvent.change(input('Title'), { target: { value: 'Weekly Sprint' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Three problems.' } });
  fireEvent.change(input('Start time'), { target: { value: '2030-05-01T10:00:00' } });
  fireEvent.change(input('End time'), { target: { value: '2030-05-01T12:00:00' } });
  // Search narrows the list; choose Cheapest Route first, then Add Two: the order is the contest's.
  fireEvent.change(screen.getByLabelText('Search problems'), { target: { value: 'cheap' } });
  const available = screen.getByRole('list', { name: 'Available problems' });
  expect(within(available).getAllByRole('checkbox')).toHaveLength(1);
  fireEvent.click(within(available).getByLabelText(/Cheapest Route/));
  fireEvent.change(screen.getByLabelText('Search problems'), { target: { value: '' } });
  fireEvent.click(within(screen.getByRole('list', { name: 'Available problems' })).getByLabelText(/Add Two/));
}

describe('CreateContest (docs/product.md §2 "Create contest form", §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the shared schema's messages for an empty form and sends nothing", async () => {
    const { calls } = stubFetch({ '/api/problem/getAllProblem': { body: problems } });
    renderForm();
    await screen.findByRole('list', { name: 'Available problems' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Contest' }));

    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(screen.getByText('Start time must be a valid date and time')).toBeTruthy();
    expect(screen.getByText('End time must be a valid date and time')).toBeTruthy();
    expect(screen.getByText('Choose at least one problem')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses an end before the start', async () => {
    stubFetch({ '/api/problem/getAllProblem': { body: problems } });
    renderForm();
    await fillValidForm();
    fireEvent.change(input('End time'), { target: { value: '2030-05-01T09:00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Contest' }));
    expect(await screen.findByText('End time must be after the start time')).toBeTruthy();
  });

  it("posts the contest, says 'Contest created successfully' and clears the fields", async () => {
    const { calls } = stubFetch({
      '/api/problem/getAllProblem': { body: problems },
      'POST /api/problem/createcontest': {
        status: 201,
        body: { message: 'Contest created successfully', contest: { _id: 'c9' } },
      },
    });
    renderForm();
    await fillValidForm();
    expect(
      within(screen.getByRole('list', { name: 'Chosen problems' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ACheapest Route', 'BAdd Two']);
    fireEvent.click(screen.getByRole('button', { name: 'Create Contest' }));

    const alert = await screen.findByText('Contest created successfully');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    // Above the form, out of sight of the button: focused, so it scrolls into view (issue 36).
    await waitFor(() => expect(document.activeElement).toBe(alert.closest('[role="alert"]')));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/problem/createcontest');
    expect(post?.body).toEqual({
      title: 'Weekly Sprint',
      description: 'Three problems.',
      startTime: new Date('2030-05-01T10:00:00').toISOString(),
      endTime: new Date('2030-05-01T12:00:00').toISOString(),
      problems: ['p2', 'p1'],
      freezeMinutes: 0,
      rated: false,
      scoring: 'icpc',
      ioiScoreMode: 'best-submission',
      finalize: 'auto',
      // The contest schema's default: a contest of individuals, unless "Team contest" is ticked.
      teams: false,
    });
    await waitFor(() => expect(input('Title').value).toBe(''));
    expect(screen.getByLabelText('Description')).toHaveProperty('value', '');
    expect(input('Start time').value).toBe('');
    expect(screen.getByText('None chosen yet.')).toBeTruthy();
  });

  it("says 'Failed to create contest' when the server refuses, and keeps the fields", async () => {
    stubFetch({
      '/api/problem/getAllProblem': { body: problems },
      'POST /api/problem/createcontest': { status: 400, body: { message: 'A chosen problem does not exist' } },
    });
    renderForm();
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Contest' }));

    const failed = await screen.findByText('Failed to create contest');
    await waitFor(() => expect(document.activeElement).toBe(failed.closest('[role="alert"]')));
    expect(screen.getByText('A chosen problem does not exist')).toBeTruthy();
    expect(input('Title').value).toBe('Weekly Sprint');
  });

  it('offers IOI scoring, and then how a problem counts its score', async () => {
    const { calls } = stubFetch({
      '/api/problem/getAllProblem': { body: problems },
      'POST /api/problem/createcontest': {
        status: 201,
        body: { message: 'Contest created successfully', contest: { _id: 'c9' } },
      },
    });
    renderForm();
    await fillValidForm();
    expect(screen.queryByLabelText('Problem score')).toBeNull();
    fireEvent.change(screen.getByLabelText('Scoring'), { target: { value: 'ioi' } });
    fireEvent.change(await screen.findByLabelText('Problem score'), { target: { value: 'best-per-group' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Contest' }));
    await screen.findByText('Contest created successfully');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      scoring: 'ioi',
      ioiScoreMode: 'best-per-group',
    });
  });

  it("makes a team contest, and leaves rated team contests to the server's answer", async () => {
    const refusal = 'A team contest cannot be rated';
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { message: refusal, errors: [{ path: 'rated', message: refusal }] },
    };
    const { calls } = stubFetch({
      '/api/problem/getAllProblem': { body: problems },
      'POST /api/problem/createcontest': () => answer,
    });
    renderForm();
    await fillValidForm();
    const teams = screen.getByRole('checkbox', { name: /Team contest/ }) as HTMLInputElement;
    expect(teams.disabled).toBe(false);
    expect(teams.closest('label')!.textContent).toContain("any member's submission counts for it");
    fireEvent.click(teams);
    fireEvent.click(screen.getByRole('checkbox', { name: /Rated/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Contest' }));

    // Whether a team contest may be rated is the server's to say: the form sends it and shows the answer.
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ teams: true, rated: true });
    expect(teams.checked).toBe(true);

    answer = { status: 201, body: { message: 'Contest created successfully', contest: { _id: 'c9' } } };
    fireEvent.click(screen.getByRole('checkbox', { name: /Rated/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Contest' }));
    await screen.findByText('Contest created successfully');
    expect(calls.filter((call) => call.method === 'POST')[1]?.body).toMatchObject({ teams: true, rated: false });
  });
});
