import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../services/operations/restore.js';
import { startServerProcess } from '../server-process.js';
import { createTestApp, testConfig } from '../test-app.js';
import { knownMigrationNames } from '../../db/database.js';
import type { UpgradeExpectations } from './make-upgrade-fixture.js';

const fixtures = path.dirname(fileURLToPath(import.meta.url));
const releases = fs
  .readdirSync(fixtures)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(fs.readFileSync(path.join(fixtures, name), 'utf8')) as UpgradeExpectations);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-upgrade-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A data folder as the earlier release left it on disk: its database file and what lay beside it. */
async function dataFolderOf(release: string): Promise<string> {
  const unpacked = fs.mkdtempSync(path.join(scratch, 'unpacked-'));
  await tar.extract({ file: path.join(fixtures, `${release}.tar.gz`), cwd: unpacked });
  const dataDirectory = fs.mkdtempSync(path.join(scratch, 'data-'));
  fs.cpSync(path.join(unpacked, 'data'), dataDirectory, { recursive: true });
  fs.copyFileSync(path.join(unpacked, 'codeyard.db'), path.join(dataDirectory, 'codeyard.db'));
  return dataDirectory;
}

type Answer<T> = { status: number; body: T; cookie?: string };
type Client = { json<T>(method: string, url: string, body?: object): Promise<Answer<T>> };

/** What a person of the earlier release finds after the upgrade: their account, work and discussion. */
async function expectServed(expected: UpgradeExpectations, client: (cookie?: string) => Client): Promise<void> {
  for (const email of expected.emails) {
    const login = await client().json<{ user: { email: string } }>('POST', '/api/user/login', {
      emailid: email,
      password: expected.password,
    });
    expect(login.status, email).toBe(200);
  }
  const { cookie } = await client().json<unknown>('POST', '/api/user/login', {
    emailid: 'alice@example.com',
    password: expected.password,
  });
  const problems = await client(cookie).json<
    { problems?: { _id: string; title: string }[] } | { _id: string; title: string }[]
  >('GET', '/api/problem/getAllProblem');
  const list = Array.isArray(problems.body) ? problems.body : (problems.body.problems ?? []);
  const problem = list.find((entry) => entry.title === expected.problemTitle);
  expect(problem, 'the problem is listed').toBeDefined();
  const submissions = await client(cookie).json<{ status: string }[]>(
    'GET',
    `/api/problem/submittedproblems/${problem!._id}`,
  );
  expect(submissions.body.map((submission) => submission.status)).toEqual(expected.submissions['alice@example.com']);
  const contest = await client(cookie).json<{ title: string }>('GET', `/api/problem/contestbyid/${expected.contestId}`);
  expect(contest.body.title).toBe(expected.contestTitle);
  const comments = await client(cookie).json<{ comments: { content: string }[] }>(
    'GET',
    `/api/comments/problem/${problem!._id}`,
  );
  expect(comments.body.comments.map((comment) => comment.content)).toContain(expected.comment);
}

describe.each(releases)('data of release $release', (expected) => {
  it('is migrated and served by this release when its server starts on the folder', async () => {
    const dataDirectory = await dataFolderOf(expected.release);
    const server = await startServerProcess({ env: { DATA_DIR: dataDirectory } });
    try {
      const client = (cookie?: string): Client => ({
        async json(method, url, body) {
          const response = await fetch(`${server.url}${url}`, {
            method,
            headers: {
              ...(body ? { 'content-type': 'application/json' } : {}),
              ...(cookie ? { cookie } : {}),
              origin: server.url,
            },
            body: body ? JSON.stringify(body) : undefined,
          });
          const setCookie = response.headers.get('set-cookie');
          const parsed = (await response.json()) as never;
          return Object.assign(
            { status: response.status, body: parsed },
            setCookie ? { cookie: setCookie.split(';')[0] } : {},
          );
        },
      });
      await expectServed(expected, client);
    } finally {
      await server.stop('SIGTERM');
    }
  }, 90_000);

  it("restores from that release's backup into this one", async () => {
    const target = { ...testConfig(), dataDirectory: fs.mkdtempSync(path.join(scratch, 'restore-')) };
    target.database = { kind: 'sqlite', file: path.join(target.dataDirectory, 'codeyard.db') };
    const manifest = await restoreBackup(target, path.join(fixtures, `${expected.release}.tar.gz`));
    expect(knownMigrationNames()).toEqual(expect.arrayContaining(manifest.migrations));
    const test = await createTestApp({ existing: target, env: {} });
    try {
      const client = (cookie?: string): Client => ({
        async json(method, url, body) {
          const response = await test.app.inject({
            method: method as 'GET',
            url,
            headers: cookie ? { cookie } : {},
            ...(body ? { payload: body } : {}),
          });
          const setCookie = response.cookies[0];
          return Object.assign(
            { status: response.statusCode, body: response.json() as never },
            setCookie ? { cookie: `${setCookie.name}=${setCookie.value}` } : {},
          );
        },
      });
      await expectServed(expected, client);
    } finally {
      await test.close();
    }
  }, 60_000);
});
