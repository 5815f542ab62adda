import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProblem } from '../services/problems/problems.js';
import { sumProblem } from '../testing/fixture-problem.js';
import { closeSharedJudge, realJudging } from '../testing/judging.js';
import { createTestApp, signUp, type TestApp } from '../testing/test-app.js';
import { MAX_ANSWER_BYTES, MAX_TEXT_BYTES } from './bound-run-result.js';

/** Prints n x's for input n: right on the problem below, and as loud as its input asks. */
const PRINT_N = "n = int(input())\nprint('x' * n)\n";
const LONG = 100_000;

describe('run answers are bounded, verdicts are not', () => {
  let test: TestApp;
  let problemId: string;
  let cookie: string;

  beforeAll(async () => {
    test = await createTestApp({ judging: realJudging, env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' } });
    problemId = await insertProblem(
      test.context.database,
      sumProblem({
        title: 'Many x',
        visibleTests: [{ input: `${LONG}\n`, output: `${'x'.repeat(LONG)}\n`, explanation: 'One hundred thousand x.' }],
        hiddenTests: [{ input: `${LONG}\n`, output: `${'x'.repeat(LONG)}\n` }],
        referenceCode: [{ language: 'python', code: PRINT_N }],
      }),
      test.context.clock(),
    );
    ({ cookie } = await signUp(test.app));
  }, 120_000);
  afterAll(async () => {
    await test?.close();
    await closeSharedJudge();
  });

  const run = (body: object) =>
    test.app.inject({
      method: 'POST',
      url: `/api/submissions/runcode/${problemId}`,
      headers: { cookie },
      payload: body,
    });

  it('judges the full output but answers only its first 64 KiB', { timeout: 120_000 }, async () => {
    const right = (await run({ code: PRINT_N, language: 'python' })).json();
    expect(right.success).toBe(true);
    expect(right.testResults[0]).toMatchObject({ status_id: 3, truncated: true });
    expect(right.testResults[0].stdout).toBe('x'.repeat(MAX_TEXT_BYTES));

    // Identical to what the answer shows, but short of the expected output: still wrong.
    const short = (await run({ code: `print('x' * ${MAX_TEXT_BYTES})`, language: 'python' })).json();
    expect(short.testResults[0]).toMatchObject({ status_id: 4, truncated: true });
  });

  it(
    'bounds custom input runs, the reference solution output included, under 1 MiB in all',
    { timeout: 120_000 },
    async () => {
      const response = await run({ code: PRINT_N, language: 'python', customInput: '3000000\n' });
      expect(response.statusCode).toBe(200);
      expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
      const { custom } = response.json();
      expect(custom).toMatchObject({ status_id: 3, stdin: '3000000\n', truncated: true });
      expect(custom.stdout).toBe('x'.repeat(MAX_TEXT_BYTES));
      expect(custom.expectedOutput).toBe('x'.repeat(MAX_TEXT_BYTES));
    },
  );
});
