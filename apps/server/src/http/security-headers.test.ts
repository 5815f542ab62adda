import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { contentSecurityPolicyDirectives } from './security-headers.js';

/** The policy as a browser reads it: directive → sources. */
function parsePolicy(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => test?.close());

  it.each([
    ['an API answer', 'GET', '/api/health'],
    ['an error', 'GET', '/api/user/me'],
    ['an unknown path', 'GET', '/api/no-such-thing'],
    ['a refused cross-site request', 'POST', '/api/user/logout'],
    ['the app page', 'GET', '/'],
  ])('are on %s', async (_name, method, url) => {
    const response = await test.app.inject({
      method: method as 'GET',
      url,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    const policy = parsePolicy(response.headers['content-security-policy'] as string);
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'worker-src': ["'self'", 'blob:'],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
    });
    expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", 'ws:', 'wss:']));
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });

  it('announces HSTS only when the request came over https', async () => {
    const plain = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await test.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });
});

describe('the policy builder', () => {
  it('adds sources to a directive and starts new directives from default-src', () => {
    const policy = contentSecurityPolicyDirectives({
      'script-src': ['https://checkout.example'],
      'frame-src': ['https://pay.example'],
    });
    expect(policy['script-src']).toEqual(["'self'", 'https://checkout.example']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://pay.example']);
    expect(contentSecurityPolicyDirectives()['script-src']).toEqual(["'self'"]);
  });
});
