import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** A built web app as `vite build` leaves it: hashed assets with .br and .gz siblings. */
const ASSET = 'assets/index-Ab12Cd34.js';
const assetText = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const indexText = `<!doctype html><html><head><script type="module" src="/${ASSET}"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>\n`;

function writeWithSiblings(directory: string, name: string, text: string): void {
  const file = path.join(directory, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, gzipSync(text));
}

describe('serving the built web app', () => {
  let test: TestApp;
  let distDirectory: string;

  beforeAll(async () => {
    distDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-web-dist-'));
    writeWithSiblings(distDirectory, ASSET, assetText);
    writeWithSiblings(distDirectory, 'index.html', indexText);
    test = await createTestApp({ env: { WEB_DIST_DIR: distDirectory } });
  });
  afterAll(async () => {
    await test.close();
    fs.rmSync(distDirectory, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    test.app.inject({
      method,
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a hashed asset as brotli to browsers that accept it, cached for a year', async () => {
    const response = await get(`/${ASSET}`, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(fs.statSync(path.join(distDirectory, `${ASSET}.br`)).size);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(assetText);
  });

  it('sends the gzip file to clients that accept only gzip', async () => {
    const response = await get(`/${ASSET}`, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(assetText);
  });

  it('sends the plain file when no encoding is accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get(`/${ASSET}`, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(assetText);
    }
  });

  it('answers HEAD with the headers of the file and no body', async () => {
    const response = await get(`/${ASSET}`, 'br', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBe(0);
  });

  it('serves index.html compressed and never cached without revalidation', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await get(url, 'gzip, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexText);
    }
  });

  it('falls back to index.html for client routes, so a reload of /problem/:id works', async () => {
    const compressed = await get('/problem/abc123', 'gzip');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(indexText);
    const plain = await get('/admin/create');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(indexText);
  });

  it('does not answer unknown API paths with the web app', async () => {
    const response = await get('/api/nothing-here', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', error: 'Not found' });
  });
});

describe('serving a build with editor pages', () => {
  let test: TestApp;
  let distDirectory: string;
  const pageText = (name: string) =>
    `<!doctype html><html><head><link rel="modulepreload" href="/assets/${name}.js"></head><body><div id="root"></div></body></html>\n`;

  beforeAll(async () => {
    distDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-web-dist-'));
    writeWithSiblings(distDirectory, 'index.html', indexText);
    writeWithSiblings(distDirectory, 'problem.html', pageText('problem-editor'));
    writeWithSiblings(distDirectory, 'contest-problem.html', pageText('contest-editor'));
    test = await createTestApp({ env: { WEB_DIST_DIR: distDirectory } });
  });
  afterAll(async () => {
    await test.close();
    fs.rmSync(distDirectory, { recursive: true, force: true });
  });

  it("answers a problem's URL, and a contest problem's, with the page that preloads its editor", async () => {
    const cases = [
      ['/problem/abc123', 'problem-editor'],
      ['/problem/abc123/', 'problem-editor'],
      ['/problem/abc123?tab=submissions', 'problem-editor'],
      ['/contest/c1/problem/p1', 'contest-editor'],
    ] as const;
    for (const [url, page] of cases) {
      const response = await test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(pageText(page));
    }
  });

  it('answers every other client route with index.html', async () => {
    for (const url of [
      '/',
      '/problem',
      '/problem/abc123/extra',
      '/contest/c1',
      '/contest/c1/leaderboard',
      '/admin/update/abc123',
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexText);
    }
  });
});
