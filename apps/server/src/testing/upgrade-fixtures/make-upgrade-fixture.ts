/**
 * Writes the data of this release as an upgrade fixture: a backup (the same file `npm run admin --
 * backup` writes) of a small but real site, and what a later release must find in it. Run it at a
 * release, before the next one adds migrations, and commit both files:
 *
 *   npm run build && node apps/server/dist/testing/upgrade-fixtures/make-upgrade-fixture.js <release-name>
 *
 * upgrade.test.ts then starts every later release on each fixture's data folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBackup } from '../../services/operations/backup.js';
import { insertProblem } from '../../services/problems/problems.js';
import { sumProblem } from '../fixture-problem.js';
import { scriptedJudging } from '../scripted-judging.js';
import { createTestApp, signInAsAdmin, signUp, testConfig } from '../test-app.js';

/** What upgrade.test.ts checks a later release still serves. */
export type UpgradeExpectations = {
  release: string;
  password: string;
  emails: string[];
  problemTitle: string;
  contestId: string;
  contestTitle: string;
  /** Per contestant email: their submissions' statuses, newest first. */
  submissions: Record<string, string[]>;
  comment: string;
};

const sourceDirectory = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../src/testing/upgrade-fixtures',
);
const PASSWORD = 'Secret1!';

async function main(release: string): Promise<void> {
  let now = Date.parse('2026-03-01T09:00:00.000Z');
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-upgrade-fixture-'));
  const config = {
    ...testConfig({ AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000', SESSION_TTL_DAYS: '365' }),
    dataDirectory,
    database: { kind: 'sqlite', file: path.join(dataDirectory, 'codeyard.db') } as const,
  };
  const test = await createTestApp({ existing: config, judging: scriptedJudging, clock: () => now });
  try {
    const adminCookie = await signInAsAdmin(test);
    const problemTitle = `Upgrade sum (${release})`;
    const problemId = await insertProblem(test.context.database, sumProblem({ title: problemTitle }), now);
    const contestTitle = `Upgrade cup (${release})`;
    const contest = await test.app.inject({
      method: 'POST',
      url: '/api/problem/createcontest',
      headers: { cookie: adminCookie },
      payload: {
        title: contestTitle,
        description: 'A contest written by an earlier release.',
        startTime: new Date(now + 60_000).toISOString(),
        endTime: new Date(now + 3 * 3_600_000).toISOString(),
        problems: [problemId],
      },
    });
    if (contest.statusCode !== 201) throw new Error(`contest: ${contest.body}`);
    const contestId: string = contest.json().contest?._id ?? contest.json()._id;
    const people = [
      await signUp(test.app, { emailid: 'alice@example.com', password: PASSWORD, firstName: 'Alice' }),
      await signUp(test.app, { emailid: 'bob@example.com', password: PASSWORD, firstName: 'Bob' }),
    ];
    for (const person of people) {
      const registered = await test.app.inject({
        method: 'POST',
        url: `/api/problem/contest/${contestId}/register`,
        headers: { cookie: person.cookie },
      });
      if (registered.statusCode >= 300) throw new Error(`register: ${registered.body}`);
    }
    now += 30 * 60_000;
    const submit = async (cookie: string, code: string, inContest: boolean) => {
      const answer = await test.app.inject({
        method: 'POST',
        url: `/api/submissions/submit/${problemId}`,
        headers: { cookie },
        payload: { code, language: 'python', ...(inContest ? { contestId } : {}) },
      });
      if (answer.statusCode !== 200) throw new Error(`submit: ${answer.body}`);
      now += 60_000;
    };
    const [alice, bob] = people as [(typeof people)[number], (typeof people)[number]];
    await submit(alice.cookie, 'print("WRONG")', true);
    await submit(alice.cookie, 'print("ACCEPT")', true);
    await submit(bob.cookie, 'print("WRONG")', true);
    // Discussions open when the contest ends.
    now += 3 * 3_600_000;
    const comment = `Kept across releases (${release}).`;
    const posted = await test.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: { cookie: bob.cookie },
      payload: { problemId, content: comment },
    });
    if (posted.statusCode !== 201) throw new Error(`comment: ${posted.body}`);

    // The generated media URL key is a secret even here: the upgraded server makes its own.
    fs.rmSync(path.join(dataDirectory, 'media-url-secret'), { force: true });
    const backupFile = path.join(sourceDirectory, `${release}.tar.gz`);
    await writeBackup(config, backupFile, now);
    fs.chmodSync(backupFile, 0o644);
    const expectations: UpgradeExpectations = {
      release,
      password: PASSWORD,
      emails: ['admin@example.com', 'alice@example.com', 'bob@example.com'],
      problemTitle,
      contestId,
      contestTitle,
      submissions: { 'alice@example.com': ['accepted', 'wrong'], 'bob@example.com': ['wrong'] },
      comment,
    };
    fs.writeFileSync(path.join(sourceDirectory, `${release}.json`), `${JSON.stringify(expectations, null, 2)}\n`);
    console.log(`Wrote ${backupFile} and its expectations`);
  } finally {
    await test.close();
    fs.rmSync(dataDirectory, { recursive: true, force: true });
  }
}

const release = process.argv[2];
if (!release || !/^[a-z0-9.-]+$/.test(release)) {
  console.error('Usage: node apps/server/dist/testing/upgrade-fixtures/make-upgrade-fixture.js <release-name>');
  process.exit(2);
}
main(release).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
