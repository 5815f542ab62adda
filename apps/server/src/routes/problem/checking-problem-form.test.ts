import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../../testing/databases.js';
import { closeSharedJudge, realJudging } from '../../testing/judging.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

const dialects = await availableDialects();

/** a / b, which the reference solutions print to 10 places and the tests expect to 6. */
const references = {
  'C++': `#include <cstdio>
int main() { double a, b; std::scanf("%lf %lf", &a, &b); std::printf("%.10f\\n", a / b); }`,
  Java: `import java.util.*;
public class Main { public static void main(String[] args) { Scanner in = new Scanner(System.in);
  double a = in.nextDouble(), b = in.nextDouble(); System.out.printf("%.10f%n", a / b); } }`,
  JavaScript: `const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
console.log((a / b).toFixed(10));`,
};

/** A Kattis output validator: accepts any number within 0.01 of a / b. */
const pythonChecker = `import sys
a, b = map(float, open(sys.argv[1]).read().split())
try:
    got = float(sys.stdin.read().split()[0])
except Exception:
    sys.exit(43)
sys.exit(42 if abs(got - a / b) <= 0.01 else 43)
`;

function formBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Divide Through The Form',
    description: 'Print a / b.',
    difficulty: 'easy',
    tags: 'array',
    visibletestcases: [{ input: '1 3\n', output: '0.333333\n', explanation: 'One third.' }],
    hiddentestcases: [
      { input: '2 3\n', output: '0.666667\n' },
      { input: '10 4\n', output: '2.500000\n' },
    ],
    startCode: Object.keys(references).map((language) => ({ language, initialcode: '// Print a / b.' })),
    referenceCode: Object.entries(references).map(([language, completecode]) => ({ language, completecode })),
    checking: { kind: 'float', absoluteTolerance: 0.000001 },
    ...overrides,
  };
}

describe.each(dialects)('the problem form checking output on %s', (dialect) => {
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

  const create = (overrides: Record<string, unknown>) =>
    test.app.inject({
      method: 'POST',
      url: '/api/problem/create',
      headers: { cookie: admin },
      payload: formBody(overrides),
    });
  const adminView = async (id: string) =>
    (await test.app.inject({ method: 'GET', url: `/api/problem/admin/${id}`, headers: { cookie: admin } })).json();
  const submit = async (id: string, cookie: string, code: string) =>
    (
      await test.app.inject({
        method: 'POST',
        url: `/api/submissions/submit/${id}`,
        headers: { cookie },
        payload: { language: 'python', code },
      })
    ).json();

  it('judges submissions with the float tolerance it was saved with, and answers it to the form', async () => {
    const created = await create({ title: 'Divide With Tolerance' });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().problem._id;
    expect((await adminView(id)).checking).toEqual({ kind: 'float', absoluteTolerance: 0.000001 });

    const user = await signUp(test.app);
    const divide = (format: string) => `a, b = map(float, input().split())\nprint(${format})`;
    expect(await submit(id, user.cookie, divide('a / b'))).toMatchObject({ verdict: 'Accepted' });
    expect(await submit(id, user.cookie, divide("f'{a / b:.2f}'"))).toMatchObject({ verdict: 'Wrong Answer' });
  });

  it('refuses references that only a tolerance would accept when output is compared line by line', async () => {
    const response = await create({ title: 'Divide Without Tolerance', checking: { kind: 'lines' } });
    expect(response.statusCode, response.body).toBe(422);
  });

  it('judges with a custom checker, keeps it on edit, and never shows it to users', async () => {
    const checking = { kind: 'custom', language: 'python', source: pythonChecker };
    const created = await create({ title: 'Divide With A Checker', checking });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().problem._id;
    expect((await adminView(id)).checking).toEqual(checking);

    const user = await signUp(test.app);
    expect(await submit(id, user.cookie, "print('%.3f' % eval(input().replace(' ', '/')))")).toMatchObject({
      verdict: 'Accepted',
    });
    expect(await submit(id, user.cookie, 'print(1)')).toMatchObject({ verdict: 'Wrong Answer' });

    const page = await test.app.inject({
      method: 'GET',
      url: `/api/problem/problembyid/${id}`,
      headers: { cookie: user.cookie },
    });
    expect(page.body).not.toContain('sys.exit(42');
    const asUser = await test.app.inject({
      method: 'GET',
      url: `/api/problem/admin/${id}`,
      headers: { cookie: user.cookie },
    });
    expect(asUser.statusCode).toBe(403);

    // An edit that leaves `checking` out keeps the checker.
    const edited = await test.app.inject({
      method: 'PATCH',
      url: `/api/problem/update/${id}`,
      headers: { cookie: admin },
      payload: { ...formBody({ title: 'Divide With A Checker, Edited' }), checking: undefined },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await adminView(id)).checking).toEqual(checking);
  });

  it('refuses tolerances that are missing, not positive or above 1, and an empty checker, naming why', async () => {
    for (const [checking, message] of [
      [{ kind: 'float' }, 'Give an absolute tolerance, a relative one, or both'],
      [{ kind: 'float', relativeTolerance: 0 }, 'A tolerance must be a number above 0'],
      [{ kind: 'float', absoluteTolerance: 2 }, 'A tolerance must be at most 1'],
      [{ kind: 'custom', language: 'python', source: '  ' }, 'Write the checker'],
    ] as const) {
      const response = await create({ title: 'Refused Check', checking });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
  });

  it('lets no one but an admin create a problem with a checker', async () => {
    const user = await signUp(test.app);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/problem/create',
      headers: { cookie: user.cookie },
      payload: formBody({
        title: 'Not Yours Either',
        checking: { kind: 'custom', language: 'python', source: pythonChecker },
      }),
    });
    expect(response.statusCode).toBe(403);
  });
});
