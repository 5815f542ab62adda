import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { User } from '@codeyard/shared';

import { authValue, testAdmin, testUser, TestProviders } from '../testing/render';
import { routes } from './router';

function visit(path: string, user: User | null) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <TestProviders auth={authValue(user)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

async function expectLandsOn(router: ReturnType<typeof visit>, pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

describe('route table (docs/product.md §2)', () => {
  beforeEach(() => {
    // Screens fetch their data: lists answer empty, a single problem is not found.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/problembyid/')
          ? new Response(JSON.stringify({ message: 'Problem not found' }), {
              status: 404,
              headers: { 'Content-Type': 'application/json' },
            })
          : new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['/dashboard', '/'],
    ['/contests', '/login'],
    ['/contest/c1', '/login'],
    ['/contest/c1/problem/p1', '/login'],
    ['/contest/c1/leaderboard', '/login'],
    ['/groups', '/login'],
    ['/groups/g1', '/login'],
    ['/groups/g1/progress', '/login'],
    ['/admin', '/'],
    ['/admin/create', '/'],
    ['/admin/problems', '/'],
    ['/admin/update/p1', '/'],
    ['/admin/delete', '/'],
    ['/admin/video', '/'],
    ['/admin/upload/p1', '/'],
    ['/admin/import', '/'],
    ['/admins/createcontest', '/'],
  ])('a visitor at %s is sent to %s', async (path, target) => {
    await expectLandsOn(visit(path, null), target);
  });

  it.each(['/admin', '/admin/create', '/admin/problems', '/admin/delete', '/admin/import', '/admins/createcontest'])(
    'a signed-in non-admin at %s is sent to /',
    async (path) => {
      await expectLandsOn(visit(path, testUser), '/');
    },
  );

  it.each(['/login', '/signup'])('a signed-in user at %s is sent to /', async (path) => {
    await expectLandsOn(visit(path, testUser), '/');
  });

  it('an admin reaches the admin panel and sees its cards', async () => {
    const router = visit('/admin', testAdmin);
    expect(await screen.findByRole('heading', { name: 'Admin Panel' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
    for (const card of ['Create Problem', 'Update Problem', 'Delete Problem', 'Video Problem', 'Create Contest']) {
      expect(screen.getByRole('heading', { name: card })).toBeTruthy();
    }
  });

  it('a visitor at / sees the landing page with Get Started leading to /login', async () => {
    visit('/', null);
    const getStarted = await screen.findByRole('link', { name: 'Get Started' });
    expect(getStarted.getAttribute('href')).toBe('/login');
    for (const blurb of ['Solve Challenges', 'Live Contests', 'Track Progress'])
      expect(screen.getByRole('heading', { name: blurb })).toBeTruthy();
    // Below it, the problems a visitor may open (as on LeetCode), before signing up.
    expect(await screen.findByRole('heading', { name: 'Problems' })).toBeTruthy();
  });

  it('a signed-in user at / sees the problem list', async () => {
    visit('/', testUser);
    expect(await screen.findByRole('heading', { name: 'Problems' })).toBeTruthy();
    expect(await screen.findByText('No problems found.')).toBeTruthy();
  });

  it('names each page in the browser tab', async () => {
    visit('/', testUser);
    // Each page's code loads on first visit: a busy machine takes longer than the default second.
    await screen.findByRole('heading', { name: 'Problems' }, { timeout: 10_000 });
    await vi.waitFor(() => expect(document.title).toBe('Problems · Codeyard'), { timeout: 10_000 });
    cleanup();
    visit('/contests', testUser);
    await vi.waitFor(() => expect(document.title).toBe('Contests · Codeyard'), { timeout: 10_000 });
  }, 30_000);

  it('a signed-in user reaches the contests screen', async () => {
    visit('/contests', testUser);
    expect(await screen.findByText('No contests available.', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it('an admin reaches the video screen', async () => {
    visit('/admin/video', testAdmin);
    expect(await screen.findByText('No problems found.', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it('the problem page is open to visitors', async () => {
    const router = visit('/problem/p1', null);
    expect(await screen.findByRole('heading', { name: 'Problem not found' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/problem/p1');
  });

  it('unknown addresses show a not-found page', async () => {
    visit('/no/such/page', testUser);
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 })).toBeTruthy();
  });
});
