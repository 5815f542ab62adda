import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { User } from '@codeyard/shared';

import { authValue, testUser, TestProviders } from '../testing/render';
import { routes } from './router';

/** An auth state that signs in for real: login() turns the visitor into `testUser`. */
function SigningInApp({ router }: { router: ReturnType<typeof createMemoryRouter> }) {
  const [user, setUser] = useState<User | null>(null);
  const auth = authValue(user, {
    login: async () => {
      setUser(testUser);
      return { ok: true, user: testUser };
    },
  });
  return (
    <TestProviders auth={auth}>
      <RouterProvider router={router} />
    </TestProviders>
  );
}

function visit(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<SigningInApp router={router} />);
  return { address: () => `${router.state.location.pathname}${router.state.location.search}` };
}

async function signIn() {
  fireEvent.input(await screen.findByLabelText('Email', { exact: true, selector: 'input' }, { timeout: 10_000 }), {
    target: { value: 'ada@example.com' },
  });
  fireEvent.input(screen.getByLabelText('Password', { exact: true, selector: 'input' }), {
    target: { value: 'Secret1!' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('returning to the wanted page after login', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a visitor sent from /contests to /login is back on /contests after signing in', async () => {
    const { address } = visit('/contests?view=grid');
    await waitFor(() => expect(address()).toBe('/login?next=%2Fcontests%3Fview%3Dgrid'));
    // The sign-up link keeps the destination too.
    expect((await screen.findByRole('link', { name: 'Sign up' })).getAttribute('href')).toContain(
      '/signup?next=%2Fcontests',
    );

    await signIn();
    await waitFor(() => expect(address()).toBe('/contests?view=grid'));
    expect(await screen.findByText('No contests available.', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it.each(['//evil.com', 'https://evil.com/', '/\\evil.com', 'javascript:alert(1)'])(
    'a foreign ?next=%s is ignored: signing in lands on /',
    async (next) => {
      const { address } = visit(`/login?next=${encodeURIComponent(next)}`);
      await signIn();
      await waitFor(() => expect(address()).toBe('/'));
      expect(await screen.findByRole('heading', { name: 'Problems' })).toBeTruthy();
    },
  );
});
