import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../../testing/databases.js';
import { closeSharedJudge, realJudging } from '../../testing/judging.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

const dialects = await availableDialects();

/** The seed problem "Guess the Number", entered through the problem form instead of as a package. */
const seed = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../problems/guess-the-number');
const read = (relative: string) => readFileSync(path.join(seed, relative), 'utf8');
const tests = (group: 'sample' | 'secret') =>
  readdirSync(path.join(seed, 'data', group))
    .filter((name) => name.endsWith('.in'))
    .sort()
    .map((name) => ({
      input: read(`data/${group}/${name}`),
      output: read(`data/${group}/${name.replace(/\.in$/, '.ans')}`),
    }));
const interactor = read('output_validator/interactor.cpp');

function formBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Guess Through The Form',
    description: 'Guess the hidden number; the judge answers <, > or =.',
    difficulty: 'easy',
    tags: 'array',
    visibletestcases: tests('sample').map((test) => ({ ...test, explanation: 'A dialogue.' })),
    hiddentestcases: tests('secret').slice(0, 5),
    startCode: [
      { language: 'C++', initialcode: read('start/main.cpp') },
      { language: 'Java', initialcode: read('start/Main.java') },
      { language: 'JavaScript', initialcode: read('start/main.js') },
    ],
    referenceCode: [
      { language: 'C++', completecode: read('submissions/accepted/main.cpp') },
      { language: 'Java', completecode: read('submissions/accepted/Main.java') },
      { language: 'JavaScript', completecode: read('submissions/accepted/main.js') },
    ],
    interactor: { language: 'cpp', source: interactor },
    ...overrides,
  };
}

describe.each(dialects)('an interactive problem made in the problem form on %s', (dialect) => {
  let test: TestApp;
  let admin: string;

  beforeAll(async () => {
    test = await createTestApp({ dialect, judging: realJudging, env: { AUTH_RATE_LIMIT: '1000' } });
    admin = await signInAsAdmin(test);
  });
  afterAll(async () => {
    await test?.close();
    await closeSharedJudge();
  });

  it('is created with its interactor, its references verified against it, and judges submissions', async () => {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/problem/create',
      headers: { cookie: admin },
      payload: formBody(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().problem._id;
    const view = (
      await test.app.inject({ method: 'GET', url: `/api/problem/admin/${id}`, headers: { cookie: admin } })
    ).json();
    expect(view).toMatchObject({ type: 'interactive', interactor: { language: 'cpp', source: interactor } });

    const user = await signUp(test.app);
    const page = (
      await test.app.inject({ method: 'GET', url: `/api/problem/problembyid/${id}`, headers: { cookie: user.cookie } })
    ).json();
    expect(page.type).toBe('interactive');
    // The interactor is the jury's: the page never carries it.
    expect(JSON.stringify(page)).not.toContain('judgemessage');

    const submit = async (relative: string, language: string) =>
      (
        await test.app.inject({
          method: 'POST',
          url: `/api/submissions/submit/${id}`,
          headers: { cookie: user.cookie },
          payload: { language, code: read(`submissions/${relative}`) },
        })
      ).json();
    expect(await submit('accepted/main.py', 'python')).toMatchObject({ verdict: 'Accepted' });
    expect(await submit('time_limit_exceeded/never-flushes.py', 'python')).toMatchObject({
      verdict: 'Time Limit Exceeded',
    });
    expect(await submit('wrong_answer/keeps-the-middle.cpp', 'cpp')).toMatchObject({ verdict: 'Wrong Answer' });

    // Without its interactor the references are judged as batch programs, fail, and nothing is saved.
    const unplugged = await test.app.inject({
      method: 'PATCH',
      url: `/api/problem/update/${id}`,
      headers: { cookie: admin },
      payload: formBody({ interactor: null }),
    });
    expect(unplugged.statusCode, unplugged.body).toBe(422);
    const after = (
      await test.app.inject({ method: 'GET', url: `/api/problem/admin/${id}`, headers: { cookie: admin } })
    ).json();
    expect(after.interactor).toMatchObject({ language: 'cpp' });
  });

  it('refuses an interactor that is empty, too long or in another language, naming why', async () => {
    for (const [interactorField, message] of [
      [{ language: 'cpp', source: '   ' }, 'Write the interactor'],
      [{ language: 'cpp', source: 'x'.repeat(100_001) }, 'The interactor must be at most 100,000 characters'],
      [{ language: 'java', source: 'class Main {}' }, 'The interactor must be C++ or Python'],
    ] as const) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/problem/create',
        headers: { cookie: admin },
        payload: formBody({ title: 'Refused Interactor', interactor: interactorField }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
  });

  it('lets no one but an admin make a problem interactive', async () => {
    const user = await signUp(test.app);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/problem/create',
      headers: { cookie: user.cookie },
      payload: formBody({ title: 'Not Yours' }),
    });
    expect(response.statusCode).toBe(403);
  });
});
