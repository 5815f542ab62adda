// deploy/nginx/codeyard.conf as the benchmark runs it, in front of two plain HTTP servers that say
// what reached them: the promises the configuration's comments make are checked against nginx itself.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/server-process.js';
import { startNginx, templateSiteConfig, type NginxProcess } from './nginx-process.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const hasNginx = fs.existsSync('/usr/sbin/nginx');
if (!hasNginx) console.warn('skipped: nginx is not installed (node scripts/setup.mjs --bench installs it)');

type Received = { server: string; method: string; url: string; headers: http.IncomingHttpHeaders };

describe('templateSiteConfig', () => {
  it('replaces the listen address and every upstream server list, keeping the health-check parameters', () => {
    const site = fs.readFileSync(path.join(repositoryRoot, 'deploy/nginx/codeyard.conf'), 'utf8');
    const templated = templateSiteConfig(site, { listen: '127.0.0.1:8080', servers: ['127.0.0.1:1', '127.0.0.1:2'] });
    expect(templated).toContain('listen 127.0.0.1:8080;');
    expect(templated).not.toContain('10.0.0.1');
    expect(templated.match(/server 127\.0\.0\.1:1 max_fails=2 fail_timeout=10s;/g)).toHaveLength(2);
    expect(templated.match(/server 127\.0\.0\.1:2 max_fails=2 fail_timeout=10s;/g)).toHaveLength(2);
  });
});

describe.skipIf(!hasNginx)('deploy/nginx/codeyard.conf in front of two servers', () => {
  const received: Received[] = [];
  const servers: http.Server[] = [];
  const upgraded: Duplex[] = [];
  let nginx: NginxProcess;
  let directory: string;

  beforeAll(async () => {
    const addresses: string[] = [];
    for (const name of ['a', 'b']) {
      const server = http.createServer((request, response) => {
        received.push({ server: name, method: request.method ?? '', url: request.url ?? '', headers: request.headers });
        // Server a dies with every request to /api/drop in hand, as a killed web server does.
        if (request.url === '/api/drop' && name === 'a') return request.socket.destroy();
        request.resume();
        request.on('end', () => response.end(JSON.stringify({ server: name })));
      });
      server.on('upgrade', (request, socket) => {
        upgraded.push(socket);
        received.push({ server: name, method: 'UPGRADE', url: request.url ?? '', headers: request.headers });
        socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
        socket.on('data', (data: Buffer) => socket.write(`${name}:${data.toString()}`));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
      addresses.push(`127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-nginx-test-'));
    nginx = await startNginx({ repositoryRoot, directory, port: await freePort(), servers: addresses });
  });

  afterAll(async () => {
    await nginx?.stop();
    // Upgraded sockets are no longer the server's connections: closeAllConnections leaves them open.
    upgraded.forEach((socket) => socket.destroy());
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('never sends a POST to a second server once one received it, but moves a failed GET on', async () => {
    received.length = 0;
    const posts = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`${nginx.url}/api/drop`, { method: 'POST', body: '{}' })),
    );
    const gets = await Promise.all(Array.from({ length: 6 }, () => fetch(`${nginx.url}/api/drop`)));
    const postsReceived = received.filter((entry) => entry.method === 'POST');
    // Each POST reached exactly one server: one that died answers 502, and no other got it again.
    expect(postsReceived).toHaveLength(6);
    expect(posts.filter((response) => response.status === 502).length).toBe(
      postsReceived.filter((entry) => entry.server === 'a').length,
    );
    expect(gets.map((response) => response.status)).toEqual(Array<number>(6).fill(200));
  });

  it('keeps /metrics from the public and passes the client address and a request id', async () => {
    received.length = 0;
    expect((await fetch(`${nginx.url}/metrics`)).status).toBe(404);
    expect(received).toHaveLength(0);

    await fetch(`${nginx.url}/api/echo`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    const generated = received.at(-1)!.headers['x-request-id'];
    expect(received.at(-1)!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(generated).toMatch(/^[0-9a-f]{32}$/);
    await fetch(`${nginx.url}/api/echo`, { headers: { 'x-request-id': 'follow-me' } });
    expect(received.at(-1)!.headers['x-request-id']).toBe('follow-me');
  });

  it('upgrades /socket.io/ to a WebSocket and keeps a session on one server for long polling', async () => {
    const echoed = await new Promise<string>((resolve, reject) => {
      const request = http.request(`${nginx.url}/socket.io/?EIO=4&transport=websocket`, {
        headers: { connection: 'Upgrade', upgrade: 'websocket' },
      });
      request.on('upgrade', (_response, socket) => {
        socket.once('data', (data: Buffer) => {
          resolve(data.toString());
          socket.destroy();
        });
        socket.write('ping');
      });
      request.on('error', reject);
      request.end();
    });
    expect(echoed).toMatch(/^[ab]:ping$/);

    received.length = 0;
    for (const session of ['one', 'two', 'three'])
      for (let poll = 0; poll < 4; poll += 1)
        await fetch(`${nginx.url}/socket.io/?EIO=4&transport=polling`, {
          headers: { cookie: `codeyard_session=${session}` },
        });
    const serversBySession = new Map<string, Set<string>>();
    for (const entry of received) {
      const session = entry.headers.cookie ?? '';
      serversBySession.set(session, (serversBySession.get(session) ?? new Set()).add(entry.server));
    }
    expect([...serversBySession.values()].map((set) => set.size)).toEqual([1, 1, 1]);
  });
});
