import type { Judge, SubmissionResult, TestResult } from '@codeyard/judge';
import { VERDICTS, type JurySubmissionDetail } from '@codeyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeStoredSubmission } from '../../judging/judge-stored-submission.js';
import { insertProblem } from '../../services/problems/problems.js';
import { availableDialects } from '../../testing/databases.js';
import { HIDDEN_MARKERS, sumProblem } from '../../testing/fixture-problem.js';
import { createTestApp, signInAsAdmin, signUp, unusedJudging, type TestApp } from '../../testing/test-app.js';

const MINUTE = 60_000;
const dialects = await availableDialects();
/** What the scripted program prints on the second hidden test: a hidden number, so a leak is easy to spot. */
const WRONG_OUTPUT = `${HIDDEN_MARKERS[0]}\n`;

const testResult = (verdict: typeof VERDICTS.accepted, stdout: string, time: number): TestResult => ({
  statusId: verdict.statusId,
  status: verdict.name,
  time,
  wallTime: time,
  memory: 2048,
  exitCode: 0,
  signal: null,
  stdout,
  stderr: '',
  stderrTruncated: false,
});

/** A judge that passes the first hidden test and prints WRONG_OUTPUT on the second, unless the code says ACCEPT. */
const scriptedJudge = {
  judge: async (request: { source: string; tests: { expected: string }[] }): Promise<SubmissionResult> => {
    const accepted = request.source.includes('ACCEPT');
    const tests = accepted
      ? request.tests.map((test) => testResult(VERDICTS.accepted, test.expected, 0.012))
      : [
          testResult(VERDICTS.accepted, request.tests[0]!.expected, 0.012),
          testResult(VERDICTS.wrongAnswer, WRONG_OUTPUT, 0.034),
        ];
    const verdict = accepted ? VERDICTS.accepted : VERDICTS.wrongAnswer;
    return {
      statusId: verdict.statusId,
      status: verdict.name,
      compileOutput: '',
      tests,
      passed: accepted ? tests.length : 1,
      total: request.tests.length,
      maxTime: 0.034,
      maxMemory: 2048,
    };
  },
} as unknown as Judge;

/** Issue 36: the jury's submission view, and nobody else's. */
describe.each(dialects)('the jury submission view on %s', (dialect) => {
  let test: TestApp;
  let now = Date.parse('2026-05-01T09:00:00.000Z');
  const start = Date.parse('2026-05-01T10:00:00.000Z');
  let adminCookie: string;
  let contestId: string;
  let otherContestId: string;
  let problemId: string;
  let contestant: { cookie: string; userId: string };
  let stranger: { cookie: string };
  let wrongId: string;
  let acceptedId: string;

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      clock: () => now,
      env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' },
      judging: (context) => ({
        ...unusedJudging,
        judgeSubmission: (submissionId) =>
          judgeStoredSubmission({
            database: context.database,
            judge: scriptedJudge,
            submissionId,
            publish: () => undefined,
            clock: context.clock,
          }),
      }),
    });
    problemId = await insertProblem(test.context.database, sumProblem({ title: 'Sums' }), now);
    adminCookie = await signInAsAdmin(test, 'jury-view@example.com');
    const contest = async (title: string) => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/problem/createcontest',
        headers: { cookie: adminCookie },
        payload: {
          title,
          description: 'One problem.',
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + 120 * MINUTE).toISOString(),
          problems: [problemId],
        },
      });
      expect(response.statusCode).toBe(201);
      return response.json().contest._id as string;
    };
    contestId = await contest('Spring Cup');
    otherContestId = await contest('Other Cup');
    contestant = await signUp(test.app, { firstName: 'Cora' });
    stranger = await signUp(test.app, { firstName: 'Sam' });
    const submit = async (code: string) => {
      const response = await test.app.inject({
        method: 'POST',
        url: `/api/submissions/submit/${problemId}`,
        headers: { cookie: contestant.cookie },
        payload: { code, language: 'cpp', contestId },
      });
      expect(response.statusCode).toBe(200);
      return response.json()._id as string;
    };
    now = start + 17 * MINUTE + 30_000;
    wrongId = await submit('int main() { return 0; } // wrong');
    now = start + 25 * MINUTE;
    acceptedId = await submit('int main() { return 0; } // ACCEPT');
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const pending = await test.context.database
        .selectFrom('submissions')
        .select('id')
        .where('status', '=', 'pending')
        .execute();
      if (pending.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  afterAll(async () => {
    await test?.close();
  });

  const get = (url: string, cookie?: string) =>
    test.app.inject({ method: 'GET', url: `/api${url}`, headers: cookie ? { cookie } : {} });

  it("shows the jury a wrong answer's contestant, language, minute, source, and each test with the failed one's output and answer", async () => {
    const response = await get(`/problem/contest/${contestId}/submissions/${wrongId}`, adminCookie);

    expect(response.statusCode).toBe(200);
    const detail = response.json() as JurySubmissionDetail;
    expect(detail).toMatchObject({
      name: 'Cora',
      problemTitle: 'Sums',
      problemLabel: 'A',
      language: 'cpp',
      languageName: 'C++',
      contestMinute: 17,
      verdict: VERDICTS.wrongAnswer.name,
      code: 'int main() { return 0; } // wrong',
    });
    expect(detail.tests).toEqual([
      { test: 1, verdict: 'Accepted', timeMs: 12, memoryKb: 2048, output: '', outputTruncated: false },
      {
        test: 2,
        verdict: VERDICTS.wrongAnswer.name,
        timeMs: 34,
        memoryKb: 2048,
        output: WRONG_OUTPUT,
        outputTruncated: false,
        expected: '987654322\n',
        expectedTruncated: false,
      },
    ]);
  });

  it("never shows the contestant the program's output on a hidden test", async () => {
    // The submissions list on the problem page: verdicts and test numbers, never outputs.
    const mine = await get(`/problem/submittedproblems/${problemId}`, contestant.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain(HIDDEN_MARKERS[0]);
    expect(mine.body).not.toContain('987654322');
  });
  it('keeps every test of an accepted one, without expected answers', async () => {
    const detail = (await get(`/problem/contest/${contestId}/submissions/${acceptedId}`, adminCookie)).json();
    expect(detail.tests).toHaveLength(4);
    expect(detail.tests.some((entry: object) => 'expected' in entry)).toBe(false);
  });

  it('a rejudge replaces the stored tests', async () => {
    await test.context.database
      .updateTable('submissions')
      .set({ code: 'int main() { return 0; } // ACCEPT now' })
      .where('id', '=', wrongId)
      .execute();
    const rejudge = await test.app.inject({
      method: 'POST',
      url: `/api/submissions/rejudge/${wrongId}`,
      headers: { cookie: adminCookie },
    });
    expect(rejudge.statusCode).toBe(202);
    let detail: JurySubmissionDetail | null = null;
    for (let attempt = 0; attempt < 200 && detail?.status !== 'accepted'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      detail = (await get(`/problem/contest/${contestId}/submissions/${wrongId}`, adminCookie)).json();
    }
    expect(detail!.tests.map((entry) => entry.verdict)).toEqual(Array(4).fill('Accepted'));
  });

  it('refuses the contestant, another user and a visitor, and finds no submission through another contest', async () => {
    const url = `/problem/contest/${contestId}/submissions/${acceptedId}`;
    expect((await get(url, contestant.cookie)).statusCode).toBe(403);
    expect((await get(url, stranger.cookie)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(`/problem/contest/${contestId}/submissions`, contestant.cookie)).statusCode).toBe(403);
    expect((await get(`/problem/contest/${otherContestId}/submissions/${acceptedId}`, adminCookie)).statusCode).toBe(
      404,
    );
  });

  it('shows the jury, on asking, the frozen board as the public sees it; public=1 changes nothing for others', async () => {
    now = start - MINUTE;
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/problem/createcontest',
      headers: { cookie: adminCookie },
      payload: {
        title: 'Frozen Cup',
        description: 'One problem.',
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 120 * MINUTE).toISOString(),
        freezeMinutes: 60,
        problems: [problemId],
      },
    });
    const frozenId = created.json().contest._id as string;
    const solver = await signUp(test.app, { firstName: 'Flo' });
    now = start + 90 * MINUTE;
    const sent = await test.app.inject({
      method: 'POST',
      url: `/api/submissions/submit/${problemId}`,
      headers: { cookie: solver.cookie },
      payload: { code: '// ACCEPT', language: 'cpp', contestId: frozenId },
    });
    expect(sent.statusCode).toBe(200);
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const row = await test.context.database
        .selectFrom('submissions')
        .select('status')
        .where('id', '=', sent.json()._id)
        .executeTakeFirstOrThrow();
      if (row.status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    type Board = { frozen: boolean; entries: { cells: { solved: boolean; pending: number }[] }[] };
    const board = async (cookie: string, query = '') =>
      (await get(`/leader/contest/${frozenId}/standings${query}`, cookie)).json() as Board;
    const jury = await board(adminCookie);
    expect(jury.frozen).toBe(false);
    expect(jury.entries[0]!.cells[0]).toMatchObject({ solved: true, pending: 0 });
    const asPublic = await board(adminCookie, '?public=1');
    expect(asPublic.frozen).toBe(true);
    expect(asPublic.entries[0]!.cells[0]).toMatchObject({ solved: false, pending: 1 });
    // A contestant asking for it gets the public board they always get: never the jury's.
    expect(await board(stranger.cookie, '?public=0')).toEqual(await board(stranger.cookie));
    expect((await board(stranger.cookie, '?public=1')).frozen).toBe(true);
  });
});
