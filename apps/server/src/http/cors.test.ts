import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const CLIENT = 'https://client.example';

describe('CORS for the origins in ALLOWED_ORIGINS', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ env: { ALLOWED_ORIGINS: CLIENT } });
  });
  afterAll(async () => test?.close());

  it("answers the browser's preflight for a video posted to upload_url from the listed origin", async () => {
    const preflight = await test.app.inject({
      method: 'OPTIONS',
      url: '/api/video/direct-upload',
      headers: {
        origin: CLIENT,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
  });

  it('lets the listed origin read answers, refusals included, with its cookie', async () => {
    const read = await test.app.inject({
      method: 'GET',
      url: '/api/problem/getAllProblem',
      headers: { origin: CLIENT },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(read.headers['access-control-allow-credentials']).toBe('true');
    expect(String(read.headers.vary)).toMatch(/Origin/i);
    const upload = await test.app.inject({
      method: 'POST',
      url: '/api/video/direct-upload',
      headers: { origin: CLIENT, 'content-type': 'application/json' },
      payload: {},
    });
    expect(upload.statusCode).toBeGreaterThanOrEqual(400);
    expect(upload.statusCode).toBeLessThan(500);
    expect(upload.headers['access-control-allow-origin']).toBe(CLIENT);
  });

  it('gives another origin nothing: no CORS headers, and its state-changing requests stay refused', async () => {
    const elsewhere = 'https://evil.example';
    const preflight = await test.app.inject({
      method: 'OPTIONS',
      url: '/api/video/direct-upload',
      headers: { origin: elsewhere, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const read = await test.app.inject({
      method: 'GET',
      url: '/api/problem/getAllProblem',
      headers: { origin: elsewhere },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const logout = await test.app.inject({ method: 'POST', url: '/api/user/logout', headers: { origin: elsewhere } });
    expect(logout.statusCode).toBe(403);
    expect(logout.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('without ALLOWED_ORIGINS', () => {
  it('adds no CORS headers: the app’s own pages are same-origin', async () => {
    const test = await createTestApp();
    try {
      const read = await test.app.inject({
        method: 'GET',
        url: '/api/problem/getAllProblem',
        headers: { origin: CLIENT },
      });
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await test.close();
    }
  });
});

describe('the socket from a page of an allowed origin', () => {
  it('may long-poll: the handshake answers with CORS headers for that origin only', async () => {
    const { startServerProcess } = await import('../testing/server-process.js');
    const server = await startServerProcess({ env: { ALLOWED_ORIGINS: CLIENT } });
    try {
      const handshake = (origin: string) =>
        fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });
      const allowed = await handshake(CLIENT);
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(CLIENT);
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
      const refused = await handshake('https://evil.example');
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await server.stop('SIGTERM');
    }
  }, 60_000);
});
