/**
 * What a function problem costs per test beside a stdin problem's, in each language with a driver:
 * the drivers' two-sum fixture (LeetCode's form, typed tests) and the language's stdin A+B, each
 * judged with 1 and 41 tests (the difference over 40 is one more test: process start, the driver
 * reading the typed input and printing the value, the value checker), plus a function test on
 * 100,000 numbers, which is the driver's parsing. Median of 3.
 */
import type { Judge } from '../judge.js';
import { languageById } from '../languages/registry.js';
import { STATUS } from '../status.js';
import { TWO_SUM } from '../functions/fixtures/fixture.js';
import { functionFixtures } from '../functions/fixtures/index.js';
import type { JudgeRequest, LanguageId } from '../types.js';

const LIMITS = { timeLimitMs: 5000, memoryLimitMb: 256 } as const;

function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A two-sum test whose answer is the last two of `count` numbers. */
function twoSumTest(count: number, seed: number) {
  // Every other number is at least 20, so only -5 and 6 make the target.
  const numbers = Array.from({ length: count }, (_, index) => (index + 10) * 2 + seed * 4);
  const target = 1;
  numbers[count - 2] = -5;
  numbers[count - 1] = 6;
  return { input: `[${numbers.join(',')}]\n${target}\n`, expected: `[${count - 2},${count - 1}]` };
}

async function judged(judge: Judge, request: JudgeRequest): Promise<number> {
  const started = performance.now();
  const result = await judge.judge(request);
  const elapsed = performance.now() - started;
  if (result.statusId !== STATUS.accepted.id)
    throw new Error(`function bench, ${request.language}: ${result.status} ${result.compileOutput.slice(0, 400)}`);
  return elapsed;
}

/** Per extra test: 41 tests against 1, over 40 (the compile is cached after the warm-up). */
async function perTest(judge: Judge, request: (count: number) => JudgeRequest): Promise<number> {
  await judged(judge, request(1));
  const samples: number[] = [];
  for (let repeat = 0; repeat < 3; repeat++) {
    const one = await judged(judge, request(1));
    const many = await judged(judge, request(41));
    samples.push((many - one) / 40);
  }
  return median(samples);
}

export async function measureFunctionProblems(judge: Judge, marker: () => string) {
  const byLanguage: Record<string, unknown> = {};
  for (const fixture of functionFixtures) {
    const language: LanguageId = fixture.language;
    if (!judge.info.languages[language]?.ok) continue;
    const addition = languageById(language).additionSource(marker());
    const stdinPerTestMs = await perTest(judge, (count) => ({
      language,
      source: addition,
      tests: Array.from({ length: count }, (_, index) => ({ input: `${index} 7\n`, expected: `${index + 7}\n` })),
      ...LIMITS,
    }));
    const functionRequest = (tests: JudgeRequest['tests']): JudgeRequest => ({
      language,
      source: `${fixture.twoSum.accepted}\n`,
      function: TWO_SUM,
      tests,
      ...LIMITS,
    });
    const functionPerTestMs = await perTest(judge, (count) =>
      functionRequest(Array.from({ length: count }, (_, index) => twoSumTest(4, index))),
    );
    const large = twoSumTest(100_000, 1);
    const largeSamples: number[] = [];
    for (let repeat = 0; repeat < 3; repeat++) largeSamples.push(await judged(judge, functionRequest([large])));
    const smallOne = await judged(judge, functionRequest([twoSumTest(4, 0)]));
    byLanguage[language] = {
      stdinPerTestMs: round(stdinPerTestMs),
      functionPerTestMs: round(functionPerTestMs),
      functionOverStdinPerTestMs: round(functionPerTestMs - stdinPerTestMs),
      hundredThousandNumbersTestMs: round(median(largeSamples) - smallOne),
    };
  }
  return {
    byLanguage,
    note: 'per extra test (41 tests against 1, over 40, median of 3): stdin A+B and the two-sum function problem; hundredThousandNumbersTestMs: one two-sum test on 100,000 numbers over a 4-number one (the driver reading them)',
  };
}
