import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, TestProviders } from '../../../testing/render';
import { ProblemPage } from './problem-page';

function renderPage() {
  render(
    <TestProviders auth={authValue(null)}>
      <MemoryRouter>
        <ProblemPage problemId="p1" userId={null} onLoginRequired={() => undefined} tabs={[]} />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('ProblemPage when the problem cannot be loaded', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says why, and Retry asks again', async () => {
    const { calls } = stubFetch({
      '/api/problem/problembyid/p1': { status: 500, body: { message: 'Database unavailable' } },
    });
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { name: 'Could not load the problem' })).toBeTruthy();
    expect(alert.textContent).toContain('Database unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/problem/problembyid/p1')).toHaveLength(2));
  });

  it('says a missing problem is not found, with nothing to retry', async () => {
    stubFetch({ '/api/problem/problembyid/p1': { status: 404, body: { message: 'Problem not found' } } });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Problem not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
