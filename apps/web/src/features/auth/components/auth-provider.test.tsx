import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { userScopedMeta } from '../../../lib/query-meta';
import { getSocket } from '../../../lib/socket';
import { stubFetch } from '../../../testing/fetch-stub';
import { socketFake } from '../../../testing/socket-fake';
import { useAuth, type AuthContextValue } from '../hooks/use-auth';
import { AuthProvider } from './auth-provider';

vi.mock('socket.io-client', () => import('../../../testing/socket-fake'));

/** The user as the API answers it, and as the app holds it once api/ has translated it. */
const wireUser = { _id: 'u1', firstName: 'Ada', lastName: null, emailid: 'ada@example.com', role: 'user' };
const user = { _id: 'u1', firstName: 'Ada', lastName: null, email: 'ada@example.com', role: 'user' };
/** What the provider gave the probe at its last render (noted in an effect: wait for it, not for the text). */
const probe: { auth: AuthContextValue | null } = { auth: null };

function Probe() {
  const auth = useAuth();
  useEffect(() => {
    probe.auth = auth;
  });
  const viewer = auth.state.user?._id ?? null;
  const solved = useQuery({
    queryKey: ['problems', 'solved', viewer],
    queryFn: async () => ['p1'],
    enabled: viewer !== null,
    meta: userScopedMeta,
  });
  // As a problem page's query: visitors fetch it too, and its answer depends on who asks.
  const problem = useQuery({
    queryKey: ['problems', 'detail', 'p1', viewer],
    queryFn: () => new Promise<string>((resolve) => setTimeout(() => resolve(viewer ?? 'visitor'), 20)),
    enabled: auth.sessionChecked,
    meta: userScopedMeta,
  });
  return (
    <p>
      {auth.sessionChecked ? 'checked' : 'checking'} {auth.state.user?.firstName ?? 'visitor'} solved:
      {solved.data?.length ?? 0} problem:{problem.data ?? 'loading'}
    </p>
  );
}

function renderProvider() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('AuthProvider', () => {
  // The page's socket, as a problem page opens it: the provider renews it when the person changes.
  beforeAll(() => void getSocket());
  afterEach(() => vi.unstubAllGlobals());

  it('checks the session once at start and signs the user in', async () => {
    const { calls } = stubFetch({ '/api/user/session': { body: { user: wireUser } } });
    renderProvider();
    expect(screen.getByText(/checking/)).toBeTruthy();
    await screen.findByText(/checked Ada/);
    expect(calls.filter((call) => call.path === '/api/user/session')).toHaveLength(1);
    await waitFor(() =>
      expect(probe.auth!.state).toEqual({ user, isAuthenticated: true, loading: false, error: null }),
    );
  });

  it('when the server ends the socket, asks who is signed in: an ended session signs out and reconnects as a visitor', async () => {
    const { calls } = stubFetch({ '/api/user/session': { body: { user: wireUser } } });
    renderProvider();
    await screen.findByText(/checked Ada/);
    // The sign-in's own reconnect runs in an effect after that render: let it happen before counting.
    await waitFor(() => expect(socketFake.connectCalls).toBe(1));
    socketFake.reset();

    stubFetch({ '/api/user/session': { status: 401, body: { message: 'Please log in to continue' } } });
    act(() => socketFake.endByServer());
    await screen.findByText(/checked visitor/);
    // Once, through the change of person.
    await waitFor(() => expect(socketFake.connectCalls).toBe(1));
    expect(socketFake.connected).toBe(true);
    expect(calls.filter((call) => call.path === '/api/user/session')).toHaveLength(1);
  });

  it('when the server ends the socket but the session stands, reconnects it and stays signed in', async () => {
    stubFetch({ '/api/user/session': { body: { user: wireUser } } });
    renderProvider();
    await screen.findByText(/checked Ada/);
    // The sign-in's own reconnect runs in an effect after that render: let it happen before counting.
    await waitFor(() => expect(socketFake.connectCalls).toBe(1));
    socketFake.reset();

    const { calls } = stubFetch({ '/api/user/session': { body: { user: wireUser } } });
    act(() => socketFake.endByServer());
    await waitFor(() => expect(socketFake.connectCalls).toBe(1));
    expect(socketFake.connected).toBe(true);
    expect(calls.filter((call) => call.path === '/api/user/session')).toHaveLength(1);
    await waitFor(() => expect(probe.auth!.state.user).toEqual(user));
  });

  it('treats a 401 from the check as a visitor', async () => {
    stubFetch({ '/api/user/session': { status: 401, body: { message: 'Please log in to continue' } } });
    renderProvider();
    await screen.findByText(/checked visitor/);
    await waitFor(() =>
      expect(probe.auth!.state).toEqual({
        user: null,
        isAuthenticated: false,
        loading: false,
        error: 'Please log in to continue',
      }),
    );
  });

  it('logs in and posts the credentials', async () => {
    const { calls } = stubFetch({
      '/api/user/session': { status: 401, body: {} },
      'POST /api/user/login': { body: { user: wireUser } },
    });
    renderProvider();
    await screen.findByText(/checked visitor/);
    let result: Awaited<ReturnType<AuthContextValue['login']>> | undefined;
    await act(async () => {
      result = await probe.auth!.login({ emailid: 'ada@example.com', password: 'Secret1!' });
    });
    expect(result).toEqual({ ok: true, user });
    // The socket reconnects so the server counts the signed-in person.
    await waitFor(() => expect(socketFake.connectCalls).toBe(1));
    expect(calls.find((call) => call.path === '/api/user/login')?.body).toEqual({
      emailid: 'ada@example.com',
      password: 'Secret1!',
    });
    expect(screen.getByText(/checked Ada/)).toBeTruthy();
  });

  it('stores the server message when login fails', async () => {
    stubFetch({
      '/api/user/session': { status: 401, body: {} },
      'POST /api/user/login': { status: 401, body: { message: 'Invalid email or password' } },
    });
    renderProvider();
    await screen.findByText(/checked visitor/);
    await act(async () => {
      await probe.auth!.login({ emailid: 'ada@example.com', password: 'Wrong123!' });
    });
    expect(probe.auth!.state.error).toBe('Invalid email or password');
    expect(probe.auth!.state.user).toBeNull();
  });

  it('logout signs out and empties the solved list', async () => {
    stubFetch({
      '/api/user/session': { body: { user: wireUser } },
      'POST /api/user/logout': { body: { message: 'Logged out' } },
    });
    const queryClient = renderProvider();
    await screen.findByText(/solved:1/);
    await act(async () => {
      await probe.auth!.logout();
    });
    await screen.findByText(/checked visitor solved:0/);
    expect(queryClient.getQueryData(['problems', 'solved', 'u1'])).toBeUndefined();
    expect(queryClient.getQueryData(['problems', 'detail', 'p1', 'u1'])).toBeUndefined();
  });

  it('a page still showing loads its visitor answer after the session ends under it (it was stuck loading)', async () => {
    stubFetch({ '/api/user/session': { body: { user: wireUser } } });
    renderProvider();
    await screen.findByText(/checked Ada solved:1 problem:u1/);

    stubFetch({ '/api/user/session': { status: 401, body: { message: 'Please log in to continue' } } });
    act(() => socketFake.endByServer());
    await screen.findByText(/checked visitor solved:0 problem:visitor/);
  });

  it('a failed logout still signs out and keeps the error', async () => {
    stubFetch({
      '/api/user/session': { body: { user: wireUser } },
      'POST /api/user/logout': { status: 500, body: { message: 'Database down' } },
    });
    renderProvider();
    await screen.findByText(/checked Ada/);
    await act(async () => {
      await probe.auth!.logout();
    });
    await waitFor(() =>
      expect(probe.auth!.state).toEqual({ user: null, isAuthenticated: false, loading: false, error: 'Database down' }),
    );
  });
});
