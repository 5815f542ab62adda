import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../testing/prometheus-text.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const TOKEN = 'scraper-token-0123456789';
const REMOTE = '203.0.113.7';

describe('GET /metrics', () => {
  let test: TestApp;
  let noToken: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' } });
    noToken = await createTestApp();
  });
  afterAll(async () => {
    await test?.close();
    await noToken?.close();
  });

  const scrape = (app: TestApp, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    app.app.inject({ method: 'GET', url: '/metrics', ...options });
  it('answers a caller on this machine in the Prometheus text format, with the process metrics', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await scrape(test, { remoteAddress });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const { types } = parsePrometheusText(response.body);
      expect(types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
      expect(types.get('process_resident_memory_bytes')).toBe('gauge');
      expect(types.get('codeyard_http_request_duration_seconds')).toBe('histogram');
      expect(types.get('codeyard_verdicts_total')).toBe('counter');
      expect(types.get('codeyard_sockets_connected')).toBe('gauge');
      expect(types.get('codeyard_standings_rebuilds_total')).toBe('counter');
    }
  });

  it('has every metric the example alerting rules and docs/operations.md name', async () => {
    const { types } = parsePrometheusText((await scrape(test)).body);
    const repository = path.resolve(import.meta.dirname, '../../../..');
    for (const file of ['deploy/prometheus/codeyard-alerts.yml', 'docs/operations.md']) {
      const named = new Set(
        fs.readFileSync(path.join(repository, file), 'utf8').match(/\b(codeyard|nodejs|process)_\w+/g),
      );
      expect(named.size).toBeGreaterThan(4);
      for (const name of named) {
        const family = name.replace(/_(bucket|sum|count)$/, '');
        expect(types.has(name) || types.get(family) === 'histogram', `${file} names ${name}`).toBe(true);
      }
    }
  });

  it('refuses a remote caller without the token or with a wrong one, and answers it with the token', async () => {
    const refused = await scrape(test, { remoteAddress: REMOTE });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/METRICS_TOKEN/);
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`]) {
      const wrong = await scrape(test, { remoteAddress: REMOTE, headers: { authorization } });
      expect(wrong.statusCode).toBe(403);
    }
    const allowed = await scrape(test, { remoteAddress: REMOTE, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
    expect(parsePrometheusText(allowed.body).types.size).toBeGreaterThan(10);
  });

  it('refuses a request forwarded by a proxy on this machine unless it carries the token', async () => {
    for (const headers of [{ 'x-forwarded-for': REMOTE }, { forwarded: `for=${REMOTE}` }, { 'x-real-ip': REMOTE }]) {
      expect((await scrape(test, { headers })).statusCode).toBe(403);
    }
    const withToken = await scrape(test, {
      headers: { 'x-forwarded-for': REMOTE, authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
  });

  it('refuses every remote caller when no token is set, whatever it sends', async () => {
    const response = await scrape(noToken, { remoteAddress: REMOTE, headers: { authorization: 'Bearer ' } });
    expect(response.statusCode).toBe(403);
    expect((await scrape(noToken)).statusCode).toBe(200);
  });

  it('times requests under their route pattern and status class, never their raw URL', async () => {
    const id = 'a1b2c3d4e5f6a1b2c3d4e5f6';
    const lookups = 3;
    for (let index = 0; index < lookups; index += 1)
      await noToken.app.inject({ method: 'GET', url: `/api/problem/problembyid/${id}` });
    await noToken.app.inject({ method: 'GET', url: `/api/no-such-route/${id}` });
    await noToken.app.inject({ method: 'GET', url: '/api/health' });

    const response = await scrape(noToken);
    expect(response.body).not.toContain(id);
    const samples = parsePrometheusText(response.body).samples;
    const countOf = (route: string, statusClass: string) =>
      sampleValue(samples, 'codeyard_http_request_duration_seconds_count', {
        method: 'GET',
        route,
        status_class: statusClass,
      });
    expect(countOf('/api/problem/problembyid/:id', '4xx')).toBe(lookups);
    expect(countOf('unmatched', '4xx')).toBe(1);
    expect(countOf('/api/health', '2xx')).toBe(1);
    // Every observation falls in the +Inf bucket; the sum is in seconds, so small.
    expect(
      sampleValue(samples, 'codeyard_http_request_duration_seconds_bucket', {
        route: '/api/health',
        le: '+Inf',
      }),
    ).toBe(1);
    expect(sampleValue(samples, 'codeyard_http_request_duration_seconds_sum', { route: '/api/health' })).toBeLessThan(
      5,
    );
  });
});
