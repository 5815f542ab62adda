import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
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

/**
 * `engines` names Node 22 and 24, and no dependency may want more than that: npm warns (EBADENGINE)
 * for any package whose `engines` the running Node does not satisfy, ours included. npm is
 * JavaScript, so the machine's npm runs on Node 24 here; `ci --dry-run` resolves the whole lock file
 * and checks every package's engines without writing node_modules. Only the manifests are copied.
 */
describe.skipIf(!node)(`npm ci on Node ${NODE_24}`, () => {
  it('installs the lock file without an EBADENGINE warning', { timeout: 120_000 }, async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-engines-'));
    try {
      const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        workspaces: string[];
      };
      for (const file of [
        'package.json',
        'package-lock.json',
        ...workspaces.map((folder) => `${folder}/package.json`),
      ]) {
        fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
        fs.copyFileSync(path.join(root, file), path.join(copy, file));
      }
      // The npm that runs this suite, wherever it is installed (its global folder holds npm itself).
      const globalModules = (await promisify(execFile)('npm', ['root', '--global'])).stdout.trim();
      const npmCli = path.join(globalModules, 'npm', 'bin', 'npm-cli.js');
      const dryRun = async (executable: string) => {
        const { stdout, stderr } = await promisify(execFile)(
          executable,
          [npmCli, 'ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=warn'],
          { cwd: copy, maxBuffer: 16 * 1024 * 1024 },
        );
        return `${stdout}\n${stderr}`;
      };
      expect(await dryRun(node!)).not.toContain('EBADENGINE');
      // The control, where this machine's Node is one engines leaves out (CI's Node 20): the same
      // dry run does warn, so the silence above is Node 24 being supported, not npm saying nothing.
      if (Number(process.versions.node.split('.')[0]) < 22)
        expect(await dryRun(process.execPath)).toContain('EBADENGINE');
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
