import { vi } from 'vitest';

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
type Route = Answer | ((init: RequestInit | undefined) => Answer);

/**
 * Replaces fetch with answers keyed by `METHOD /api/path` (or just `/api/path` for GET) and
 * records the calls. Unknown paths answer 404.
 */
export function stubFetch(routes: Record<string, Route>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    const route = routes[`${method} ${path}`] ?? (method === 'GET' ? routes[path] : undefined);
    const answer =
      typeof route === 'function' ? route(init) : (route ?? { status: 404, body: { message: 'Not found' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
