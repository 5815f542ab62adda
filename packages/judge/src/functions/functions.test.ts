import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../judge.js';
import { STATUS } from '../status.js';
import { createTestJudge } from '../testing/test-judge.js';
import { REVERSE_LIST, REVERSE_LIST_TESTS, TWO_SUM, TWO_SUM_TESTS } from './fixtures/fixture.js';
import { functionFixtures as fixtures } from './fixtures/index.js';
import { functionLanguages } from './index.js';

const limits = { timeLimitMs: 5000, memoryLimitMb: 256 };

describe('function problems in every language with a driver', () => {
  let judge: Judge;
  beforeAll(async () => {
    judge = await createTestJudge();
  });
  afterAll(async () => {
    await judge?.close();
  });

  it('has a fixture for every driver (PyPy shares Python’s)', () => {
    expect(
      functionLanguages()
        .filter((language) => language !== 'pypy')
        .sort(),
    ).toEqual(fixtures.map((fixture) => fixture.language).sort());
  });

  for (const fixture of fixtures) {
    describe(fixture.language, () => {
      const available = () => judge.info.languages[fixture.language].ok;

      it('accepts LeetCode’s two-sum solution and refuses a wrong one', async ({ skip }) => {
        if (!available()) skip(`${fixture.language} is not installed`);
        const accepted = await judge.judge({
          language: fixture.language,
          source: fixture.twoSum.accepted,
          function: TWO_SUM,
          tests: TWO_SUM_TESTS,
          ...limits,
        });
        expect(accepted, accepted.compileOutput + (accepted.tests.at(-1)?.stderr ?? '')).toMatchObject({
          statusId: STATUS.accepted.id,
          passed: 3,
        });
        const wrong = await judge.judge({
          language: fixture.language,
          source: fixture.twoSum.wrong,
          function: TWO_SUM,
          tests: TWO_SUM_TESTS,
          ...limits,
        });
        expect(wrong).toMatchObject({ statusId: STATUS.wrongAnswer.id, passed: 1 });
        expect(wrong.firstFailure).toMatchObject({ index: 1, actual: '[0,1]\n' });
      });

      it('accepts LeetCode’s reverse-a-linked-list solution', async ({ skip }) => {
        if (!available()) skip(`${fixture.language} is not installed`);
        const result = await judge.judge({
          language: fixture.language,
          source: fixture.reverseList.accepted,
          function: REVERSE_LIST,
          tests: REVERSE_LIST_TESTS,
          ...limits,
        });
        expect(result, result.compileOutput + (result.tests.at(-1)?.stderr ?? '')).toMatchObject({
          statusId: STATUS.accepted.id,
          passed: 3,
        });
      });

      it('reports a crash at the user’s own line', async ({ skip }) => {
        if (!available()) skip(`${fixture.language} is not installed`);
        const result = await judge.run({
          language: fixture.language,
          source: fixture.crash.source,
          function: TWO_SUM,
          input: TWO_SUM_TESTS[0]!.input,
          ...limits,
        });
        expect(result.status).toMatch(/Runtime Error/);
        expect(result.stderr).toMatch(fixture.crashReport(fixture.crash.line));
      });
    });
  }
});
