import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertProblem } from '../../services/problems/problems.js';
import { ensureAdmin } from '../../services/users/users.js';
import { OBJECT_SCHEMAS, schemaErrors, type ClicsSchemaVersion } from '../../testing/clics-schemas.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { unzipFiles } from '../../testing/zip.js';
import { scriptedJudging } from '../../testing/scripted-judging.js';
import { createTestApp, sessionCookieOf, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

const MINUTE = 60_000;
const dialects = await availableDialects();

type Notification = { type: string; id: string | null; data: Record<string, unknown> | null; token: string };

/** Each NDJSON line validated against event-feed.json and its data against the schema of its type. */
function parseFeed(body: string, version: ClicsSchemaVersion = '2023-06'): Notification[] {
  const lines = body.split('\n').filter((line) => line !== '');
  return lines.map((line) => {
    const notification = JSON.parse(line) as Notification;
    expect(schemaErrors('event-feed.json', notification, version)).toEqual([]);
    const file = OBJECT_SCHEMAS[notification.type];
    expect(file, notification.type).toBeDefined();
    expect(schemaErrors(file ?? '', notification.data, version), line).toEqual([]);
    return notification;
  });
}

/** The version's base under /api/clics. */
const baseOf = (version: ClicsSchemaVersion) => (version === '2023-06' ? '' : `/${version}`);

/** Run times are exact milliseconds: as JSON decimals, at most three places (the schemas' multipleOf 0.001). */
function expectExactMilliseconds(answers: { judgements: unknown[]; runs: unknown[] }) {
  const times = [
    ...(answers.judgements as { max_run_time?: number | null }[]).map((judgement) => judgement.max_run_time),
    ...(answers.runs as { run_time?: number }[]).map((run) => run.run_time),
  ].filter((time): time is number => typeof time === 'number');
  for (const time of times) expect(JSON.stringify(time)).toMatch(/^\d+(\.\d{1,3})?$/);
}

describe.each(dialects)('the CLICS Contest API on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;
  // A contest in 2030: the scripted judge stamps verdicts with the real time, which is earlier.
  const start = Date.parse('2030-03-01T10:00:00.000Z');
  const end = Date.parse('2030-03-01T12:00:00.000Z');
  let now = start - 60 * MINUTE;
  let contestId: string;
  let problemA: string;
  let problemB: string;
  let alice: Awaited<ReturnType<typeof signUp>>;
  let bob: Awaited<ReturnType<typeof signUp>>;
  let frozenSubmission: string;
  let bobWrong: string;
  const basicAdmin = `Basic ${Buffer.from('clics-admin@example.com:Admin123!').toString('base64')}`;

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      judging: scriptedJudging,
      clock: () => now,
      env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' },
    });
    problemA = await insertProblem(test.context.database, sumProblem({ title: 'Alpha' }), test.context.clock());
    problemB = await insertProblem(test.context.database, sumProblem({ title: 'Beta' }), test.context.clock());
    await ensureAdmin(test.context.database, {
      email: 'clics-admin@example.com',
      password: 'Admin123!',
      firstName: 'Root',
      nowMs: test.context.clock(),
    });
    adminCookie = sessionCookieOf(
      await test.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { emailid: 'clics-admin@example.com', password: 'Admin123!' },
      }),
    );
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/problem/createcontest',
      headers: { cookie: adminCookie },
      payload: {
        title: 'Regional',
        description: 'Two problems',
        startTime: new Date(start).toISOString(),
        endTime: new Date(end).toISOString(),
        freezeMinutes: 30,
        problems: [problemA, problemB],
      },
    });
    contestId = created.json().contest._id;
    alice = await signUp(test.app, { firstName: 'Alice' });
    bob = await signUp(test.app, { firstName: 'Bob' });
    for (const user of [alice, bob])
      await test.app.inject({
        method: 'POST',
        url: `/api/problem/contest/${contestId}/register`,
        headers: { cookie: user.cookie },
      });
  });
  afterAll(async () => {
    await test?.close();
  });

  const submit = async (cookie: string, problemId: string, code: string, atMs: number): Promise<string> => {
    now = atMs;
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/submissions/submit/${problemId}`,
      headers: { cookie },
      payload: { code, language: 'python', contestId },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const id = response.json().submissionId ?? response.json()._id ?? response.json().submission?._id;
    for (let tries = 0; tries < 100; tries += 1) {
      const row = await test.context.database
        .selectFrom('submissions')
        .select('judged_at')
        .where('contest_id', '=', contestId)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (row?.judged_at) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (id) return id as string;
    const latest = await test.context.database
      .selectFrom('submissions')
      .select('id')
      .where('contest_id', '=', contestId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return latest.id;
  };

  const get = (path: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url: `/api/clics${path}`, headers });
  const readers = () => ({
    visitor: {} as Record<string, string>,
    contestant: { cookie: alice.cookie },
    adminCookie: { cookie: adminCookie },
    adminBasic: { authorization: basicAdmin },
  });

  /** Every endpoint of the contest for one reader, each answer checked against its version's schema. */
  const readAll = async (headers: Record<string, string>, version: ClicsSchemaVersion = '2023-06') => {
    const answers: Record<string, unknown> = {};
    const check = async (endpoint: string, file: string | null, eachFile?: string) => {
      const path = `${baseOf(version)}${endpoint}`;
      const response = await get(path, headers);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      const body = response.json();
      if (file) expect(schemaErrors(file, body, version), path).toEqual([]);
      if (eachFile) {
        expect(Array.isArray(body), path).toBe(true);
        for (const item of body as unknown[]) expect(schemaErrors(eachFile, item, version), path).toEqual([]);
      }
      return body;
    };
    answers.info = await check('/', 'api_information.json');
    answers.contests = await check('/contests', null, 'contest.json');
    answers.contest = await check(`/contests/${contestId}`, 'contest.json');
    answers.access = await check(`/contests/${contestId}/access`, 'access.json');
    answers.state = await check(`/contests/${contestId}/state`, 'state.json');
    answers.scoreboard = await check(`/contests/${contestId}/scoreboard`, 'scoreboard.json');
    for (const [collection, file] of Object.entries(OBJECT_SCHEMAS)) {
      if (collection === 'contest' || collection === 'state') continue;
      answers[collection] = await check(`/contests/${contestId}/${collection}`, null, file);
    }
    expectExactMilliseconds(answers as { judgements: unknown[]; runs: unknown[] });
    return answers as Record<string, unknown> & {
      scoreboard: { rows: { team_id: string; score: { num_solved: number }; problems: { solved: boolean }[] }[] };
      judgements: { id: string; submission_id: string; judgement_type_id: string }[];
      submissions: { id: string; files: unknown[] }[];
      runs: unknown[];
      state: Record<string, string | null>;
    };
  };

  it('answers the API information and the contest for everyone, before the start without its problems', async () => {
    const info = (await get('/')).json();
    expect(info).toMatchObject({ version: '2023-06', provider: { name: 'Codeyard' } });
    expect(schemaErrors('api_information.json', info)).toEqual([]);
    const visitor = await readAll({});
    expect(visitor.problems).toEqual([]);
    expect(visitor.teams).toEqual([]);
    expect(visitor.state).toMatchObject({ started: null, ended: null, finalized: null, end_of_updates: null });
    const admin = await readAll({ authorization: basicAdmin });
    expect((admin.problems as { label: string }[]).map((problem) => problem.label)).toEqual(['A', 'B']);
    expect(admin.contest).toMatchObject({
      id: contestId,
      duration: '2:00:00.000',
      scoreboard_freeze_duration: '0:30:00.000',
      start_time: '2030-03-01T10:00:00.000+00:00',
      scoreboard_type: 'pass-fail',
    });
    expect((admin.teams as { name: string }[]).map((team) => team.name).sort()).toEqual(['Alice', 'Bob']);
  });

  it('hides frozen results, sources and runs from everyone but admins during the freeze', async () => {
    await submit(alice.cookie, problemA, '# ACCEPT', start + 10 * MINUTE);
    bobWrong = await submit(bob.cookie, problemA, 'print(0)', start + 20 * MINUTE);
    await submit(bob.cookie, problemA, '# ACCEPT', start + 25 * MINUTE);
    frozenSubmission = await submit(alice.cookie, problemB, '# ACCEPT', start + 100 * MINUTE);
    now = start + 105 * MINUTE;

    for (const [reader, headers] of Object.entries(readers())) {
      const answers = await readAll(headers);
      const admin = reader.startsWith('admin');
      expect(answers.submissions.map((submission) => submission.id)).toContain(frozenSubmission);
      const judged = answers.judgements.map((judgement) => judgement.submission_id);
      expect(judged.includes(frozenSubmission), reader).toBe(admin);
      expect(answers.judgements.find((judgement) => judgement.submission_id === bobWrong)?.judgement_type_id).toBe(
        'WA',
      );
      const aliceRow = answers.scoreboard.rows.find((row) => row.team_id === alice.userId);
      expect(aliceRow?.score.num_solved, reader).toBe(admin ? 2 : 1);
      expect(answers.state.frozen).toBe('2030-03-01T11:30:00.000+00:00');
      expect(answers.submissions.every((submission) => submission.files.length === (admin ? 1 : 0))).toBe(true);
      expect(answers.runs.length > 0, reader).toBe(admin);
      const single = await get(`/contests/${contestId}/judgements/${frozenSubmission}`, headers);
      expect(single.statusCode, reader).toBe(admin ? 200 : 404);
      const files = await get(`/contests/${contestId}/submissions/${frozenSubmission}/files`, headers);
      expect(files.statusCode, reader).toBe(admin ? 200 : 404);
      if (admin) expect(files.headers['content-type']).toBe('application/zip');
      else expect(files.body).not.toContain('ACCEPT');
    }
  });

  it('serves the same contest as version 2026-01 under /api/clics/2026-01, valid against its schemas', async () => {
    now = start + 105 * MINUTE;
    const info = (await get('/2026-01')).json();
    expect(info).toMatchObject({ version: '2026-01', version_url: 'https://ccs-specs.icpc.io/2026-01/contest_api' });
    expect(schemaErrors('api_information.json', info, '2026-01')).toEqual([]);
    for (const [reader, headers] of Object.entries(readers())) {
      const older = await readAll(headers);
      const newer = await readAll(headers, '2026-01');
      const admin = reader.startsWith('admin');
      // The same contest: the same objects, spelled as each version says.
      expect(newer.submissions.map((submission) => submission.id)).toEqual(
        older.submissions.map((submission) => submission.id),
      );
      expect(newer.judgements.map((judgement) => judgement.id)).toEqual(
        older.judgements.map((judgement) => judgement.id),
      );
      expect(newer.contest).toMatchObject({
        penalty_time: '0:20:00.000',
        scoreboard_thaw_time: '2030-03-01T12:00:00.000+00:00',
      });
      expect(older.contest).toMatchObject({ penalty_time: 20 });
      expect((newer.judgements as { current: boolean }[]).every((judgement) => judgement.current)).toBe(true);
      expect((newer.problems as { memory_limit?: number }[]).every((problem) => problem.memory_limit === 256)).toBe(
        true,
      );
      // Bob: A solved at minute 25 after one wrong try: 45 penalty minutes, the last improvement at 0:25.
      const bobRow = (newer.scoreboard.rows as unknown as { team_id: string; score: Record<string, unknown> }[]).find(
        (row) => row.team_id === bob.userId,
      );
      expect(bobRow?.score, reader).toEqual({ num_solved: 1, total_time: '0:45:00.000', time: '0:25:00.000' });
      if (admin) expect(newer.submissions[0]?.files).toEqual([expect.objectContaining({ filename: 'files.zip' })]);
      const feed = await get(`/2026-01/contests/${contestId}/event-feed?stream=false`, headers);
      expect(feed.statusCode).toBe(200);
      const notifications = parseFeed(feed.body, '2026-01');
      expect(notifications.find((notification) => notification.type === 'contest')?.data).toMatchObject({
        penalty_time: '0:20:00.000',
      });
    }
  });

  it("serves clarifications: the jury's everything, anyone else only what went to all and never who asked", async () => {
    now = start + 106 * MINUTE;
    const post = (url: string, cookie: string, payload: object) =>
      test.app.inject({ method: 'POST', url: `/api/problem/contest/${contestId}${url}`, headers: { cookie }, payload });
    const privateQuestion = (
      await post('/clarifications', alice.cookie, { problemId: problemA, text: 'Private?' })
    ).json().clarification._id as string;
    const publicQuestion = (await post('/clarifications', bob.cookie, { text: 'Is n positive?' })).json().clarification
      ._id as string;
    now = start + 107 * MINUTE;
    await post(`/clarifications/${privateQuestion}/answer`, adminCookie, { text: 'Only for you', toAll: false });
    await post(`/clarifications/${publicQuestion}/answer`, adminCookie, { text: 'Yes, n >= 1', toAll: true });
    await post('/announcements', adminCookie, { text: 'Problem B statement fixed' });

    for (const [reader, headers] of Object.entries(readers())) {
      const admin = reader.startsWith('admin');
      const answer = await get(`/contests/${contestId}/clarifications`, headers);
      const items = answer.json() as {
        id: string;
        text: string;
        from_team_id: string | null;
        to_team_id: string | null;
        reply_to_id: string | null;
      }[];
      for (const item of items) expect(schemaErrors(OBJECT_SCHEMAS.clarifications!, item), reader).toEqual([]);
      const texts = items.map((item) => item.text);
      expect(texts, reader).toEqual(
        expect.arrayContaining(['Is n positive?', 'Yes, n >= 1', 'Problem B statement fixed']),
      );
      expect(texts.includes('Private?'), reader).toBe(admin);
      expect(texts.includes('Only for you'), reader).toBe(admin);
      const asked = items.find((item) => item.id === publicQuestion);
      expect(asked?.from_team_id, reader).toBe(admin ? bob.userId : null);
      expect(items.find((item) => item.reply_to_id === publicQuestion)).toMatchObject({
        to_team_id: null,
        from_team_id: null,
      });
      if (admin)
        expect(items.find((item) => item.reply_to_id === privateQuestion)).toMatchObject({ to_team_id: alice.userId });
      const single = await get(`/contests/${contestId}/clarifications/${privateQuestion}`, headers);
      expect(single.statusCode, reader).toBe(admin ? 200 : 404);
    }
  });

  it('answers 401 with a Basic challenge to wrong credentials, and 404 in the spec shape to unknown ids', async () => {
    for (const credentials of ['clics-admin@example.com:wrong', 'nobody@example.com:Admin123!', 'no-colon']) {
      const response = await get(`/contests/${contestId}/submissions`, {
        authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Basic /);
      expect(response.body).not.toContain(frozenSubmission);
    }
    // A contestant's own Basic credentials are valid but give a visitor's view.
    const contestant = await get(`/contests/${contestId}/judgements/${frozenSubmission}`, {
      authorization: `Basic ${Buffer.from(`${alice.emailid}:Secret1!`).toString('base64')}`,
    });
    expect(contestant.statusCode).toBe(404);
    for (const path of [
      '/contests/no-such-contest',
      '/contests/no-such-contest/state',
      `/contests/${contestId}/teams/nobody`,
      `/contests/${contestId}/problems/nothing`,
      `/contests/${contestId}/clarifications/none`,
    ]) {
      const response = await get(path, { authorization: basicAdmin });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ code: 404 });
    }
  });

  it('serves the event feed with tokens that resume, frozen results only to admins, end_of_updates last', async () => {
    const feedOf = async (query: string, headers: Record<string, string> = {}) => {
      const response = await get(`/contests/${contestId}/event-feed?stream=false${query}`, headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/application\/x-ndjson/);
      return parseFeed(response.body);
    };
    const visitor = await feedOf('');
    expect(visitor.some((event) => event.type === 'judgements' && event.id === frozenSubmission)).toBe(false);
    expect(visitor.some((event) => event.type === 'runs')).toBe(false);
    const admin = await feedOf('', { authorization: basicAdmin });
    expect(admin.some((event) => event.type === 'judgements' && event.id === frozenSubmission)).toBe(true);

    // Resuming after any notification gives exactly the ones after it.
    const middle = visitor[Math.floor(visitor.length / 2)];
    const resumed = await feedOf(`&since_token=${middle?.token}`);
    expect(resumed).toEqual(visitor.slice(Math.floor(visitor.length / 2) + 1));
    expect((await get(`/contests/${contestId}/event-feed?since_token=%%%`)).statusCode).toBe(400);

    // After the end the visitor's resumed feed brings the revealed result, then the final state.
    const lastSeen = visitor.at(-1)?.token ?? '';
    now = end + 30 * MINUTE;
    const response = await get(`/contests/${contestId}/event-feed?since_token=${lastSeen}`);
    const after = parseFeed(response.body);
    expect(after.some((event) => event.type === 'judgements' && event.id === frozenSubmission)).toBe(true);
    const final = after.at(-1);
    expect(final?.type).toBe('state');
    expect(final?.data).toMatchObject({
      ended: '2030-03-01T12:00:00.000+00:00',
      finalized: '2030-03-01T12:00:00.000+00:00',
      end_of_updates: '2030-03-01T12:00:00.000+00:00',
    });
    const ended = await readAll({});
    expect(ended.scoreboard.rows.find((row) => row.team_id === alice.userId)?.score.num_solved).toBe(2);
  });
});

describe("a submission's files", () => {
  it('hold the source under the name it was compiled as: main.rs for Rust, the public class for Java', async () => {
    let now = Date.parse('2030-03-01T09:00:00.000Z');
    const test = await createTestApp({ clock: () => now, judging: scriptedJudging });
    try {
      const adminCookie = await signInAsAdmin(test);
      const problem = await insertProblem(test.context.database, sumProblem({ title: 'Alpha' }), test.context.clock());
      const created = await test.app.inject({
        method: 'POST',
        url: '/api/problem/createcontest',
        headers: { cookie: adminCookie },
        payload: {
          title: 'Languages',
          description: 'Any language',
          startTime: '2030-03-01T10:00:00.000Z',
          endTime: '2030-03-01T12:00:00.000Z',
          problems: [problem],
        },
      });
      const contestId: string = created.json().contest._id;
      const contestant = await signUp(test.app);
      await test.app.inject({
        method: 'POST',
        url: `/api/problem/contest/${contestId}/register`,
        headers: { cookie: contestant.cookie },
      });
      now = Date.parse('2030-03-01T10:30:00.000Z');
      const filesOf = async (language: string, code: string) => {
        const submitted = await test.app.inject({
          method: 'POST',
          url: `/api/submissions/submit/${problem}`,
          headers: { cookie: contestant.cookie },
          payload: { code, language, contestId },
        });
        expect(submitted.statusCode, submitted.body).toBeLessThan(300);
        const response = await test.app.inject({
          method: 'GET',
          url: `/api/clics/contests/${contestId}/submissions/${submitted.json()._id}/files`,
          headers: { cookie: adminCookie },
        });
        expect(response.statusCode, response.body).toBe(200);
        return unzipFiles(response.rawPayload);
      };

      const rust = 'fn main() { println!("3"); } // ACCEPT\n';
      expect(await filesOf('rust', rust)).toEqual({ 'main.rs': rust });
      const java = 'public class Solution { public static void main(String[] a) { System.out.println(3); } }\n';
      expect(await filesOf('Java', java)).toEqual({ 'Solution.java': java });
      expect(Object.keys(await filesOf('golang', 'package main\nfunc main() {}\n'))).toEqual(['main.go']);
    } finally {
      await test.close();
    }
  });
});

describe('an open event feed', () => {
  it('ends when the server closes, so it cannot hold a graceful shutdown', async () => {
    const now = Date.parse('2030-03-01T10:30:00.000Z');
    const test = await createTestApp({ clock: () => now });
    try {
      const cookie = await signInAsAdmin(test);
      const problem = await insertProblem(test.context.database, sumProblem({ title: 'Alpha' }), test.context.clock());
      const created = await test.app.inject({
        method: 'POST',
        url: '/api/problem/createcontest',
        headers: { cookie },
        payload: {
          title: 'Running',
          description: 'Still running',
          startTime: '2030-03-01T10:00:00.000Z',
          endTime: '2030-03-01T12:00:00.000Z',
          problems: [problem],
        },
      });
      const contestId: string = created.json().contest._id;
      const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
      // A real connection: an injected request would not keep the server from closing.
      const received: string[] = [];
      const ended = new Promise<void>((resolve, reject) => {
        http
          .get(`${address}/api/clics/contests/${contestId}/event-feed`, (response) => {
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => received.push(chunk));
            response.on('end', resolve);
          })
          .on('error', reject);
      });
      await vi.waitFor(() => expect(received.join('')).toContain('"type":"contest"'), {
        timeout: 10_000,
        interval: 20,
      });
      const closing = Date.now();
      await test.app.close();
      await ended;
      // Sooner than the feed's next look for news (2 s): the wait is cut short.
      expect(Date.now() - closing).toBeLessThan(1_500);
    } finally {
      await test.close();
    }
  }, 15_000);
});
