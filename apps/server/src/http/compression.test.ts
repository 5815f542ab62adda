import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProblem } from '../services/problems/problems.js';
import { sumProblem } from '../testing/fixture-problem.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { API_COMPRESSION_THRESHOLD_BYTES } from './compression.js';

describe('API answer compression', () => {
  let test: TestApp;
  let largeProblemId: string;

  beforeAll(async () => {
    test = await createTestApp();
    // A statement well above the threshold, as real problem statements are.
    largeProblemId = await insertProblem(
      test.context.database,
      sumProblem({ slug: 'large-statement', description: 'Print the sum of two integers. '.repeat(200) }),
      test.context.clock(),
    );
  });
  afterAll(async () => {
    await test.close();
  });

  it('compresses answers above the threshold with brotli, or gzip when that is all the client takes', async () => {
    const plain = await test.app.inject({ method: 'GET', url: `/api/problem/problembyid/${largeProblemId}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(API_COMPRESSION_THRESHOLD_BYTES);

    const brotli = await test.app.inject({
      method: 'GET',
      url: `/api/problem/problembyid/${largeProblemId}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await test.app.inject({
      method: 'GET',
      url: `/api/problem/problembyid/${largeProblemId}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends small answers as they are', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.rawPayload.length).toBeLessThan(API_COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('sends the problem list as its kept gzip bytes, compressed once', async () => {
    for (let index = 0; index < 40; index += 1) {
      await insertProblem(
        test.context.database,
        sumProblem({ slug: `listed-${index}`, title: `Listed problem ${index}` }),
        test.context.clock(),
      );
    }
    const plain = await test.app.inject({ method: 'GET', url: '/api/problem/getAllProblem' });
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/problem/getAllProblem',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(plain.json());
  });
});
