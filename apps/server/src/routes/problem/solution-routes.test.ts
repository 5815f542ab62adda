import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../services/ids.js';
import { insertProblem } from '../../services/problems/problems.js';
import { SUM_SOLUTIONS, sumProblem } from '../../testing/fixture-problem.js';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';

describe('the Solutions tab', () => {
  let test: TestApp;
  let problemId: string;
  let now = Date.parse('2026-03-01T12:00:00Z');

  beforeAll(async () => {
    test = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' }, clock: () => now });
    problemId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
  });
  afterAll(async () => {
    await test?.close();
  });

  async function submit(userId: string, status: string, code: string, contestId: string | null = null) {
    const id = newId();
    await test.context.database
      .insertInto('submissions')
      .values({
        id,
        user_id: userId,
        problem_id: problemId,
        contest_id: contestId,
        language: 'cpp',
        code,
        status,
        runtime: 0.12,
        memory: 2048,
        tests_passed: 3,
        tests_total: 3,
        error_message: null,
        verdict: null,
        created_at: new Date(now).toISOString(),
        judged_at: new Date(now).toISOString(),
      })
      .execute();
    if (status === 'accepted') {
      await test.context.database
        .insertInto('solved_problems')
        .values({ user_id: userId, problem_id: problemId, solved_at: new Date(now).toISOString() })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    return id;
  }

  const solutions = (cookie: string) =>
    test.app.inject({ method: 'GET', url: `/api/problem/solutions/${problemId}`, headers: { cookie } });

  it("stays locked (403) until the user has solved the problem, then shows references and others' accepted code", async () => {
    const solver = await signUp(test.app, { firstName: 'Grace' });
    const reader = await signUp(test.app);
    const acceptedId = await submit(solver.userId, 'accepted', '// grace accepted');
    const wrongId = await submit(solver.userId, 'wrong', '// grace wrong');

    const locked = await solutions(reader.cookie);
    expect(locked.statusCode).toBe(403);
    expect(locked.body).not.toContain('grace');
    expect(
      (
        await test.app.inject({
          method: 'GET',
          url: `/api/problem/solutions/${problemId}/${acceptedId}`,
          headers: { cookie: reader.cookie },
        })
      ).statusCode,
    ).toBe(403);
    await submit(reader.userId, 'wrong', '// reader wrong');
    expect((await solutions(reader.cookie)).statusCode).toBe(403);

    await submit(reader.userId, 'accepted', '// reader accepted');
    const open = await solutions(reader.cookie);
    expect(open.statusCode).toBe(200);
    const body = open.json();
    // Under the spec form's label, as the original client matches it.
    expect(body.referenceCode).toContainEqual({ language: 'C++', completecode: SUM_SOLUTIONS.cpp });
    expect(body.submissions).toEqual([
      { _id: acceptedId, language: 'cpp', runtime: 0.12, memory: 2048, author: 'Grace', createdAt: expect.any(String) },
    ]);
    const one = await test.app.inject({
      method: 'GET',
      url: `/api/problem/solutions/${problemId}/${acceptedId}`,
      headers: { cookie: reader.cookie },
    });
    expect(one.json()).toMatchObject({ code: '// grace accepted', language: 'cpp' });
    expect(
      (
        await test.app.inject({
          method: 'GET',
          url: `/api/problem/solutions/${problemId}/${wrongId}`,
          headers: { cookie: reader.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("hides a running contest's accepted code until the contest has ended", async () => {
    const contestId = newId();
    const end = new Date(now + 60 * 60 * 1000).toISOString();
    await test.context.database
      .insertInto('contests')
      .values({
        id: contestId,
        title: 'Live',
        description: '',
        start_time: new Date(now - 1000).toISOString(),
        end_time: end,
        freeze_minutes: 0,
        created_by: null,
        created_at: end,
        updated_at: end,
      })
      .execute();
    const rival = await signUp(test.app);
    const reader = await signUp(test.app);
    await submit(reader.userId, 'accepted', '// reader');
    const contestSubmission = await submit(rival.userId, 'accepted', '// rival in contest', contestId);
    const listed = () =>
      solutions(reader.cookie).then((response) =>
        response.json().submissions.map((entry: { _id: string }) => entry._id),
      );
    expect(await listed()).not.toContain(contestSubmission);
    now += 2 * 60 * 60 * 1000;
    expect(await listed()).toContain(contestSubmission);
  });
});
