import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentView, StandingsEntry } from '@codeyard/shared';
import { newId } from '../services/ids.js';
import { insertProblem } from '../services/problems/problems.js';
import { availableDialects } from '../testing/databases.js';
import { sumProblem } from '../testing/fixture-problem.js';
import { scriptedJudging } from '../testing/scripted-judging.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../testing/test-app.js';

const MINUTE = 60_000;
const dialects = await availableDialects();

/**
 * Issue 30: wherever others see a name, an admin's carries `staff: true` (the web app shows a
 * badge), and nobody else's does; the field is new and optional, so the answers stay the spec's.
 */
describe.each(dialects)('the staff flag beside names on %s', (dialect) => {
  let test: TestApp;
  let now = Date.parse('2026-03-01T09:00:00.000Z');
  const start = Date.parse('2026-03-01T10:00:00.000Z');
  let problemId: string;
  let adminCookie: string;
  let ada: Awaited<ReturnType<typeof signUp>>;
  let reader: Awaited<ReturnType<typeof signUp>>;
  let adminId: string;

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      judging: scriptedJudging,
      clock: () => now,
      env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' },
    });
    problemId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
    adminCookie = await signInAsAdmin(test);
    adminId = (await get('/user/me', adminCookie)).json()._id;
    ada = await signUp(test.app, { firstName: 'Ada' });
    reader = await signUp(test.app, { firstName: 'Reader' });
  });
  afterAll(async () => test?.close());

  function get(url: string, cookie = '') {
    return test.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
  }
  function post(url: string, cookie: string, payload: object = {}) {
    return test.app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie }, payload });
  }

  it('marks an admin’s comments and replies, and nobody else’s', async () => {
    const asked = await post('/comments', ada.cookie, { problemId, content: 'How big can n be?' });
    expect(asked.statusCode).toBe(201);
    const answered = await post('/comments', adminCookie, { problemId, content: 'Up to 10^5.' });
    expect(answered.statusCode).toBe(201);
    expect(answered.json().userId).toMatchObject({ _id: adminId, staff: true });
    await post(`/comments/reply/${asked.json()._id}`, adminCookie, { content: 'See the constraints.' });

    const { comments } = (await get(`/comments/problem/${problemId}`)).json() as { comments: CommentView[] };
    const byAuthor = new Map(comments.map((comment) => [comment.userId._id, comment]));
    expect(byAuthor.get(adminId)?.userId.staff).toBe(true);
    expect(byAuthor.get(ada.userId)?.userId).toEqual({ _id: ada.userId, firstName: 'Ada', lastName: '' });
    expect(byAuthor.get(ada.userId)?.replies[0]?.userId).toMatchObject({ _id: adminId, staff: true });
  });

  it('marks an admin’s public profile, and nobody else’s', async () => {
    const admin = (await get('/user/me', adminCookie)).json();
    expect((await get(`/user/profile/${admin.handle}`)).json()).toMatchObject({ name: 'Admin', staff: true });
    const profile = (await get(`/user/profile/${ada.handle}`)).json();
    expect(profile.name).toBe('Ada');
    expect(profile).not.toHaveProperty('staff');
  });

  it('marks an admin’s accepted solution on the Solutions tab', async () => {
    for (const userId of [adminId, ada.userId, reader.userId]) {
      const at = new Date(now).toISOString();
      await test.context.database
        .insertInto('submissions')
        .values({
          id: newId(),
          user_id: userId,
          problem_id: problemId,
          contest_id: null,
          language: 'python',
          code: 'print(1)',
          status: 'accepted',
          runtime: 0.1,
          memory: 1024,
          tests_passed: 3,
          tests_total: 3,
          error_message: null,
          verdict: 'Accepted',
          created_at: at,
          judged_at: at,
        })
        .execute();
      await test.context.database
        .insertInto('solved_problems')
        .values({ user_id: userId, problem_id: problemId, solved_at: at })
        .execute();
    }
    const { submissions } = (await get(`/problem/solutions/${problemId}`, reader.cookie)).json() as {
      submissions: { author: string; staff?: true }[];
    };
    expect(submissions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ author: 'Admin', staff: true }),
        expect.not.objectContaining({ staff: expect.anything() }),
      ]),
    );
    expect(submissions.find((submission) => submission.author === 'Ada')).not.toHaveProperty('staff');
  });

  it('marks an admin’s row on the leaderboard and the standings, and nobody else’s', async () => {
    const created = await post('/problem/createcontest', adminCookie, {
      title: 'Staff on the board',
      description: 'One problem.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 120 * MINUTE).toISOString(),
      problems: [problemId],
    });
    expect(created.statusCode).toBe(201);
    const contestId: string = created.json().contest._id;
    now = start + 5 * MINUTE;
    for (const cookie of [adminCookie, ada.cookie]) {
      const submitted = await post(`/submissions/submit/${problemId}`, cookie, {
        code: '# ACCEPT',
        language: 'python',
        contestId,
      });
      expect(submitted.json()).toMatchObject({ status: 'accepted', countedForContest: true });
    }

    const rows = (await get(`/leader/contest/${contestId}/leaderboard`, reader.cookie)).json() as StandingsEntry[];
    expect(rows.find((row) => row.userId === adminId)).toMatchObject({ name: 'Admin', staff: true });
    expect(rows.find((row) => row.userId === ada.userId)).not.toHaveProperty('staff');

    const standings = (await get(`/leader/contest/${contestId}/standings`, ada.cookie)).json() as {
      entries: StandingsEntry[];
      mine: StandingsEntry;
    };
    expect(standings.entries.find((row) => row.userId === adminId)?.staff).toBe(true);
    expect(standings.mine).toMatchObject({ userId: ada.userId, name: 'Ada' });
    expect(standings.mine).not.toHaveProperty('staff');

    // The jury's list of questions names each asker, an admin with the flag.
    for (const cookie of [adminCookie, ada.cookie]) {
      const asked = await post(`/problem/contest/${contestId}/clarifications`, cookie, { text: 'Is n positive?' });
      expect(asked.statusCode).toBe(201);
    }
    const { clarifications } = (await get(`/problem/contest/${contestId}/clarifications`, adminCookie)).json() as {
      clarifications: { askedBy?: { _id: string; staff?: true } | null }[];
    };
    expect(clarifications.find((entry) => entry.askedBy?._id === adminId)?.askedBy?.staff).toBe(true);
    expect(clarifications.find((entry) => entry.askedBy?._id === ada.userId)?.askedBy).not.toHaveProperty('staff');

    // After the end, the board with a virtual run ranked in keeps the flag.
    now = start + 125 * MINUTE;
    expect((await post(`/problem/contest/${contestId}/virtual`, reader.cookie)).statusCode).toBe(201);
    const merged = (await get(`/leader/contest/${contestId}/standings?virtual=1`, reader.cookie)).json() as {
      entries: StandingsEntry[];
    };
    expect(merged.entries.find((row) => row.userId === adminId)?.staff).toBe(true);
    expect(merged.entries.find((row) => row.userId === ada.userId)).not.toHaveProperty('staff');
  });
});
