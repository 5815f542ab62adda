import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableDialects } from '../../testing/databases.js';
import { deleteProblem, insertProblem } from '../../services/problems/problems.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';

const dialects = await availableDialects();

describe.each(dialects)('code drafts on %s', (dialect) => {
  let test: TestApp;
  let problemId: string;

  beforeEach(async () => {
    test = await createTestApp({ dialect, env: { AUTH_RATE_LIMIT: '1000' } });
    problemId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
  });
  afterEach(async () => {
    await test?.close();
  });

  const put = (cookie: string | undefined, language: string, payload: object, problem = problemId) =>
    test.app.inject({
      method: 'PUT',
      url: `/api/drafts/${problem}/${language}`,
      headers: cookie ? { cookie } : {},
      payload,
    });
  const list = (cookie: string | undefined, problem = problemId) =>
    test.app.inject({ method: 'GET', url: `/api/drafts/${problem}`, headers: cookie ? { cookie } : {} });

  it('keeps one draft per language, replaces it on save and lists only mine', async () => {
    const ada = await signUp(test.app);
    const bob = await signUp(test.app);
    expect((await put(ada.cookie, 'cpp', { code: 'int main() {}' })).statusCode).toBe(200);
    expect((await put(ada.cookie, 'C++', { code: 'int main() { return 0; }' })).statusCode).toBe(200);
    expect((await put(ada.cookie, 'python', { code: '' })).statusCode).toBe(200);
    expect((await put(bob.cookie, 'cpp', { code: 'bob was here' })).statusCode).toBe(200);

    const mine = await list(ada.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map(({ language, code }: { language: string; code: string }) => ({ language, code }))).toEqual([
      { language: 'cpp', code: 'int main() { return 0; }' },
      { language: 'python', code: '' },
    ]);
    expect(mine.body).not.toContain('bob was here');
    expect((await list(bob.cookie)).json()).toEqual([
      expect.objectContaining({ language: 'cpp', code: 'bob was here' }),
    ]);
  });

  it('forgets a draft on delete, for that language only', async () => {
    const { cookie } = await signUp(test.app);
    await put(cookie, 'cpp', { code: 'one' });
    await put(cookie, 'java', { code: 'two' });
    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `/api/drafts/${problemId}/cpp`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list(cookie)).json().map((draft: { language: string }) => draft.language)).toEqual(['java']);
  });

  it('refuses visitors, unknown problems and languages, missing and oversized code', async () => {
    const { cookie } = await signUp(test.app);
    expect((await put(undefined, 'cpp', { code: 'x' })).statusCode).toBe(401);
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await put(cookie, 'cpp', { code: 'x' }, 'no-such-problem')).statusCode).toBe(404);
    expect((await list(cookie, 'no-such-problem')).statusCode).toBe(404);
    const cobol = await put(cookie, 'cobol', { code: 'x' });
    expect(cobol.statusCode).toBe(400);
    expect(cobol.json().message).toBe(
      'Unsupported language: cobol. Use javascript, java, cpp, python, c, csharp, go, kotlin, pypy, ruby, rust or typescript.',
    );
    expect((await put(cookie, 'cpp', {})).json().message).toBe('Code is required');
    const huge = await put(cookie, 'cpp', { code: 'x'.repeat(64 * 1024 + 1) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('Code must be at most 64 KB');
    expect((await put(cookie, 'cpp', { code: 'x'.repeat(64 * 1024) })).statusCode).toBe(200);
  });

  it('goes with its problem: deleted by the service and by the foreign key alike', async () => {
    const { cookie } = await signUp(test.app);
    await put(cookie, 'cpp', { code: 'kept until the problem goes' });
    await deleteProblem(test.context.database, problemId);
    expect(await test.context.database.selectFrom('code_drafts').selectAll().execute()).toEqual([]);

    const otherId = await insertProblem(test.context.database, sumProblem({ title: 'Another' }), test.context.clock());
    await put(cookie, 'cpp', { code: 'cascade' }, otherId);
    await test.context.database.deleteFrom('problems').where('id', '=', otherId).execute();
    expect(await test.context.database.selectFrom('code_drafts').selectAll().execute()).toEqual([]);
  });
});

describe('draft rate limit', () => {
  it('answers 429 past the per-user limit', async () => {
    const test = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
    try {
      const problemId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
      const { cookie } = await signUp(test.app);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 121; attempt += 1) {
        const response = await test.app.inject({
          method: 'PUT',
          url: `/api/drafts/${problemId}/cpp`,
          headers: { cookie },
          payload: { code: String(attempt) },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
      expect(statuses[120]).toBe(429);
    } finally {
      await test.close();
    }
  });
});
