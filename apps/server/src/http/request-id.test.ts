import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The server's JSON log lines, as a log collector reads them. */
function capturedLog(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  let pending = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString('utf8');
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const line of complete) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

/** Issue 30: a client chose its own request id (it came back in the answer and in every log line). */
describe('X-Request-Id', () => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  async function ask(env: Record<string, string>) {
    const log = capturedLog();
    test = await createTestApp({ env, logger: { level: 'info', stream: log.stream } });
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'probe-safe-123' },
    });
    const requestId = response.headers['x-request-id'];
    const requestLines = log.lines.filter(
      (line) => line.msg === 'incoming request' || line.msg === 'request completed',
    );
    return { response, requestId, log, requestLines };
  }

  it('is never the client’s own without TRUST_PROXY: the server names the request, in its answer and its log', async () => {
    const { response, requestId, log, requestLines } = await ask({});
    expect(response.statusCode).toBe(200);
    expect(requestId).not.toBe('probe-safe-123');
    expect(requestId).toMatch(UUID);
    expect(requestLines).toHaveLength(2);
    for (const line of requestLines) expect(line.requestId).toBe(requestId);
    expect(JSON.stringify(log.lines)).not.toContain('probe-safe-123');
  });

  it('is the proxy’s with TRUST_PROXY=true, in the answer and in every log line of the request', async () => {
    const { requestId, requestLines } = await ask({ TRUST_PROXY: 'true' });
    expect(requestId).toBe('probe-safe-123');
    expect(requestLines).toHaveLength(2);
    for (const line of requestLines) expect(line.requestId).toBe('probe-safe-123');
  });

  it('is a new one for each request when none is sent, or when the proxy’s is not short and safe', async () => {
    test = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    for (const unsafe of ['has space', 'new\\nline', 'x'.repeat(65), 'quote"d']) {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': unsafe },
      });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
    const first = await test.app.inject({ method: 'GET', url: '/api/nothing-here' });
    const second = await test.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });
});
