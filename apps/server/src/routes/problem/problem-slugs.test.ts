import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JudgingService } from '../../judging/judging-service.js';
import { ensureAdmin } from '../../services/users/users.js';
import { availableDialects } from '../../testing/databases.js';
import { SUM_SOLUTIONS } from '../../testing/fixture-problem.js';
import { createTestApp, sessionCookieOf, unusedJudging, type TestApp } from '../../testing/test-app.js';
import { multipartFile } from '../../testing/zip.js';

const dialects = await availableDialects();

/**
 * Reference verification answers "all passed" here: these tests are about which problem a slug
 * names; that failing references block a save is proven with the real judge in admin-problem-routes.test.ts.
 */
const judgingThatAcceptsReferences: JudgingService = { ...unusedJudging, verifyReferences: async () => [] };

function formBody(title: string, overrides: Record<string, unknown> = {}) {
  return {
    title,
    description: 'Print a + b.',
    difficulty: 'easy',
    tags: 'array',
    visibletestcases: [{ input: '1 2\n', output: '3\n', explanation: 'One and two.' }],
    hiddentestcases: [{ input: '5 6\n', output: '11\n' }],
    startCode: [
      { language: 'C++', initialcode: 'int main(){}' },
      { language: 'Java', initialcode: 'public class Main{public static void main(String[] a){}}' },
      { language: 'JavaScript', initialcode: '// read stdin' },
    ],
    referenceCode: [
      { language: 'C++', completecode: SUM_SOLUTIONS.cpp },
      { language: 'Java', completecode: SUM_SOLUTIONS.java },
      { language: 'JavaScript', completecode: SUM_SOLUTIONS.javascript },
    ],
    ...overrides,
  };
}

describe.each(dialects)('problem slugs (%s)', (dialect) => {
  let test: TestApp;
  let admin: string;

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      judging: () => judgingThatAcceptsReferences,
      env: { AUTH_RATE_LIMIT: '1000' },
    });
    await ensureAdmin(test.context.database, {
      email: 'admin@example.com',
      password: 'Secret1!',
      firstName: 'Admin',
      nowMs: test.context.clock(),
    });
    admin = sessionCookieOf(
      await test.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { emailid: 'admin@example.com', password: 'Secret1!' },
      }),
    );
  });
  afterAll(async () => {
    await test?.close();
  });

  const create = async (title: string): Promise<string> => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/problem/create',
      headers: { cookie: admin },
      payload: formBody(title),
    });
    expect(response.statusCode).toBe(201);
    return response.json().problem._id as string;
  };
  const slugOf = async (id: string) =>
    (await test.app.inject({ method: 'GET', url: `/api/problem/admin/${id}`, headers: { cookie: admin } })).json().slug;
  const problemCount = async () =>
    (await test.app.inject({ method: 'GET', url: '/api/problem/getAllProblem' })).json().length;
  const update = (id: string, overrides: Record<string, unknown>) =>
    test.app.inject({
      method: 'PATCH',
      url: `/api/problem/update/${id}`,
      headers: { cookie: admin },
      payload: formBody('Sum Of Two', overrides),
    });

  it('gives a problem made in the create form a slug from its title, deduplicated', async () => {
    const first = await create('Sum Of Two!');
    const second = await create('Sum of two');
    const third = await create('Sum  of — two');
    expect([await slugOf(first), await slugOf(second), await slugOf(third)]).toEqual([
      'sum-of-two',
      'sum-of-two-2',
      'sum-of-two-3',
    ]);
  });

  it('updates the same problem when its own export is imported (no duplicate)', async () => {
    const id = await create('Export Me');
    const exported = await test.app.inject({
      method: 'GET',
      url: `/api/problem/export/${id}`,
      headers: { cookie: admin },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="export-me.zip"');
    const countBefore = await problemCount();

    const upload = multipartFile('file', 'export-me.zip', exported.rawPayload);
    const imported = await test.app.inject({
      method: 'POST',
      url: '/api/problem/import',
      headers: { cookie: admin, ...upload.headers },
      payload: upload.payload,
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ created: false, problem: { _id: id } });
    expect(await problemCount()).toBe(countBefore);
  });

  it('lets an admin rename the slug, and export and import follow the new name', async () => {
    const id = await create('Rename Me');
    const renamed = await update(id, { slug: 'sum-pairs' });
    expect(renamed.statusCode).toBe(200);
    expect(await slugOf(id)).toBe('sum-pairs');
    // Leaving the slug out keeps it.
    expect((await update(id, {})).statusCode).toBe(200);
    expect(await slugOf(id)).toBe('sum-pairs');

    const exported = await test.app.inject({
      method: 'GET',
      url: `/api/problem/export/${id}`,
      headers: { cookie: admin },
    });
    expect(exported.headers['content-disposition']).toBe('attachment; filename="sum-pairs.zip"');
    const upload = multipartFile('file', 'sum-pairs.zip', exported.rawPayload);
    const imported = await test.app.inject({
      method: 'POST',
      url: '/api/problem/import',
      headers: { cookie: admin, ...upload.headers },
      payload: upload.payload,
    });
    expect(imported.json()).toMatchObject({ created: false, problem: { _id: id } });
  });

  it('refuses a slug another problem has, with a message', async () => {
    const id = await create('Taken Check');
    const response = await update(id, { slug: 'sum-of-two' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The slug "sum-of-two" is already used by another problem');
    expect(await slugOf(id)).toBe('taken-check');
  });

  it.each([
    ['a', 'Slug must be at least 2 characters'],
    ['x'.repeat(65), 'Slug must be at most 64 characters'],
    [
      'Upper-Case',
      'Slug may contain only lowercase letters, digits and hyphens, and must start and end with a letter or digit',
    ],
    [
      '-leading',
      'Slug may contain only lowercase letters, digits and hyphens, and must start and end with a letter or digit',
    ],
    [
      'under_score',
      'Slug may contain only lowercase letters, digits and hyphens, and must start and end with a letter or digit',
    ],
  ])('refuses the slug %j', async (slug, message) => {
    const id = await create(`Invalid Slug ${slug.length}`);
    const response = await update(id, { slug });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
