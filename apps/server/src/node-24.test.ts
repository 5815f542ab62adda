import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeFromRegistry } from './testing/node-from-registry.js';
import { startServerProcess, type ServerProcess } from './testing/server-process.js';

/**
 * Codeyard supports Node 22 and 24 LTS (README, `engines`). The suite runs on the machine's Node;
 * this starts the BUILT server on Node 24 as an operator would (a fresh data folder, one problem
 * package seeded at start) and judges a submission there: every native module it loads (SQLite,
 * Argon2) has to be one that Node's stable ABI serves, not one compiled for the Node that installed
 * it. Needs `npm run build` first. Raise the version as Node 24 releases follow.
 */
const NODE_24 = '24.21.0';
const PROBLEM = 'staircase-ways';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const node = await nodeFromRegistry(NODE_24);

describe.skipIf(!node)(`the built server on Node ${NODE_24}`, () => {
  let server: ServerProcess | undefined;
  const problems = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-node-24-'));
  afterAll(async () => {
    await server?.stop('SIGTERM');
    fs.rmSync(problems, { recursive: true, force: true });
  });

  it('serves, signs a contestant up and judges their submission Accepted', { timeout: 240_000 }, async () => {
    fs.cpSync(path.join(root, 'problems', PROBLEM), path.join(problems, PROBLEM), { recursive: true });
    server = await startServerProcess({
      node: node!,
      env: { SEED_PROBLEMS: 'true', PROBLEMS_DIR: problems },
      startTimeoutMs: 120_000,
    });
    const url = server.url;
    // prom-client names the Node that runs the process.
    expect(await (await fetch(`${url}/metrics`)).text()).toContain(`nodejs_version_info{version="v${NODE_24}"`);

    const email = `ada-${Date.now()}@example.com`;
    const signedUp = await fetch(`${url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ firstName: 'Ada', emailid: email, password: 'Secret1!' }),
    });
    expect(signedUp.status, await signedUp.clone().text()).toBe(201);
    const cookie = signedUp.headers
      .getSetCookie()
      .find((entry) => entry.startsWith('codeyard_session='))!
      .split(';')[0]!;
    const headers = { cookie, origin: url };

    const listed = (await (await fetch(`${url}/api/problem/getAllProblem`, { headers })).json()) as {
      _id: string;
      title: string;
    }[];
    expect(listed.map((problem) => problem.title)).toEqual(['Staircase Ways']);
    const problemId = listed[0]!._id;

    const code = fs.readFileSync(path.join(problems, PROBLEM, 'submissions', 'accepted', 'main.py'), 'utf8');
    const submitted = await fetch(`${url}/api/submissions/submit/${problemId}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ code, language: 'python' }),
    });
    expect(submitted.status, await submitted.clone().text()).toBe(200);
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${url}/api/problem/submittedproblems/${problemId}`, { headers });
          return ((await answer.json()) as { status: string }[]).map((submission) => submission.status);
        },
        { timeout: 180_000, interval: 500 },
      )
      .toEqual(['accepted']);
    expect(server.output()).not.toMatch(/NODE_MODULE_VERSION|was compiled against a different Node\.js version/);
  });
});
