import { afterAll, describe, expect, it } from 'vitest';
import { solverLanguages } from '@codeyard/shared';
import { closeSharedJudge, sharedJudge } from '../../testing/judging.js';
import { completeStartCode, startCodeSkeleton } from './generated-start-code.js';

describe('completeStartCode', () => {
  it("keeps the problem's own entries first, gives PyPy Python's code and every other language a skeleton", () => {
    const own = [
      { language: 'C++', code: 'int main() {}' },
      { language: 'python', code: 'print(42)' },
    ];
    const complete = completeStartCode(own, { interactive: false });
    expect(complete.slice(0, 2)).toEqual(own);
    expect(complete.map((entry) => entry.language).slice(2)).toEqual(
      solverLanguages().filter((language) => language !== 'cpp' && language !== 'python'),
    );
    const code = Object.fromEntries(complete.map((entry) => [entry.language, entry.code]));
    expect(code.pypy).toBe('print(42)');
    expect(code.rust).toBe(startCodeSkeleton('rust', { interactive: false }));
    expect(completeStartCode([], { interactive: true }).find((entry) => entry.language === 'go')?.code).toBe(
      startCodeSkeleton('go', { interactive: true }),
    );
  });
});

/**
 * Every skeleton must compile and run: a contestant's first Run on a problem in a language the
 * problem's author never wrote for starts from it. Each prints nothing, so the verdict is Wrong Answer.
 */
describe('the generated skeletons compile and run in every installed language', async () => {
  const judge = await sharedJudge();
  afterAll(closeSharedJudge);
  const installed = solverLanguages().filter((language) => judge.info.languages[language]?.ok);
  const missing = solverLanguages().filter((language) => !installed.includes(language));
  if (missing.length > 0)
    console.log(
      `Not installed here, so their skeletons are not compiled: ${missing.join(', ')} (npm run judge -- install all)`,
    );

  for (const [kind, interactive] of [
    ['reading', false],
    ['interactive', true],
  ] as const) {
    it.for(installed)(`%s (${kind})`, { timeout: 120_000 }, async (language) => {
      const result = await judge.judge({
        language,
        source: startCodeSkeleton(language, { interactive }),
        tests: [{ input: '3 4\nsome words\n', expected: '7\n' }],
        timeLimitMs: 5000,
        memoryLimitMb: 256,
      });
      expect(result.status, result.compileOutput).toBe('Wrong Answer');
      expect(result.tests[0]?.stdout).toBe('');
    });
  }
});
