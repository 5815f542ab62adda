import { functionStub } from '@codeyard/shared/function-stubs/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../judge.js';
import { STATUS } from '../status.js';
import { createTestJudge } from '../testing/test-judge.js';
import { csharpManagedBodies } from './fixtures/csharp-managed.js';
import { javaManagedBodies } from './fixtures/java-managed.js';
import { kotlinManagedBodies } from './fixtures/kotlin-managed.js';
import { MANAGED_CASES, type ManagedBodies } from './fixtures/managed-types.js';

/**
 * Java, Kotlin and C# spell each value type their own way (boxed lists, jagged arrays, nullable
 * nodes): every case's function, written into the language's own stub, must see its arguments and
 * return its value as the tests say.
 */
const limits = { timeLimitMs: 5000, memoryLimitMb: 512 };

const languages: ManagedBodies[] = [javaManagedBodies, kotlinManagedBodies, csharpManagedBodies];

describe('value types through the Java, Kotlin and C# drivers', () => {
  let judge: Judge;
  beforeAll(async () => {
    judge = await createTestJudge();
  });
  afterAll(async () => {
    await judge?.close();
  });

  for (const bodies of languages) {
    describe(bodies.language, () => {
      for (const [name, testCase] of Object.entries(MANAGED_CASES)) {
        it(`${name}: ${testCase.signature.params.map((parameter) => parameter.type).join(', ')} → ${testCase.signature.returns}`, async ({
          skip,
        }) => {
          if (!judge.info.languages[bodies.language].ok) skip(`${bodies.language} is not installed`);
          const stub = functionStub(bodies.language, testCase.signature);
          expect(stub).toContain('\n        \n');
          const body = bodies[name as keyof typeof MANAGED_CASES];
          const result = await judge.judge({
            language: bodies.language,
            source: stub!.replace('\n        \n', `\n${body}\n`),
            function: testCase.signature,
            tests: testCase.tests,
            ...limits,
          });
          expect(
            result,
            `${result.compileOutput}${result.firstFailure?.actual.slice(0, 300) ?? ''}${result.tests.at(-1)?.stderr ?? ''}`,
          ).toMatchObject({ statusId: STATUS.accepted.id, passed: testCase.tests.length });
        }, 60_000);
      }
    });
  }
});

describe('Java’s LeetCode extras', () => {
  let judge: Judge;
  beforeAll(async () => {
    judge = await createTestJudge();
  });
  afterAll(async () => {
    await judge?.close();
  });

  const signature = MANAGED_CASES.largest.signature;
  const tests = MANAGED_CASES.largest.tests;

  it('gives javafx.util.Pair without an import, and a user’s own Pair wins over it', async ({ skip }) => {
    if (!judge.info.languages.java.ok) skip('java is not installed');
    for (const source of [
      `class Solution {
    public long largest(long count, List<Integer> numbers) {
        Pair<Long, Integer> best = new Pair<>(count, Collections.max(numbers));
        return best.getKey() + best.getValue();
    }
}`,
      `class Pair {
    long sum;
    Pair(long a, int b) { sum = a + b; }
}

class Solution {
    public long largest(long count, List<Integer> numbers) {
        return new Pair(count, Collections.max(numbers)).sum;
    }
}`,
    ]) {
      const result = await judge.judge({ language: 'java', source, function: signature, tests, ...limits });
      expect(result, result.compileOutput).toMatchObject({ statusId: STATUS.accepted.id });
    }
  }, 60_000);
});

/** A compile error on the user's third line, and how each compiler names that line. */
const COMPILE_ERRORS = {
  java: {
    source:
      'class Solution {\n    public boolean isEven(long count) {\n        int wrong = "text";\n        return true;\n    }\n}',
    report: /Solution\.java:3: error/,
  },
  kotlin: {
    source:
      'class Solution {\n    fun isEven(count: Long): Boolean {\n        val wrong: Int = "text"\n        return true\n    }\n}',
    report: /solution\.kt:3:\d+: error/,
  },
  csharp: {
    source:
      'public class Solution {\n    public bool IsEven(long count) {\n        int wrong = "text";\n        return true;\n    }\n}',
    report: /solution\.cs\(3,\d+\): error/,
  },
} as const;

describe('compile errors at the user’s own line, after the imports the driver adds', () => {
  let judge: Judge;
  beforeAll(async () => {
    judge = await createTestJudge();
  });
  afterAll(async () => {
    await judge?.close();
  });

  for (const [language, { source, report }] of Object.entries(COMPILE_ERRORS)) {
    it(
      language,
      async ({ skip }) => {
        if (!judge.info.languages[language as keyof typeof COMPILE_ERRORS].ok) skip(`${language} is not installed`);
        const result = await judge.judge({
          language: language as keyof typeof COMPILE_ERRORS,
          source,
          function: MANAGED_CASES.isEven.signature,
          tests: MANAGED_CASES.isEven.tests,
          ...limits,
        });
        expect(result.statusId).toBe(STATUS.compilationError.id);
        expect(result.compileOutput).toMatch(report);
      },
      60_000,
    );
  }
});
