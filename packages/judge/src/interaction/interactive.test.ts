import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../judge.js';
import { verifyProblemPackage, type VerifyLine } from '../package/verify-problem-package.js';
import { STATUS } from '../status.js';
import { createTestJudge } from '../testing/test-judge.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures');
const guessPackage = path.join(fixtures, 'guess-interactive');
const multiPassPackage = path.join(fixtures, 'add-one-twice');
const interactiveMultiPassPackage = path.join(fixtures, 'double-twice');

async function verify(directory: string, judge: Judge): Promise<VerifyLine[]> {
  const lines: VerifyLine[] = [];
  for await (const line of verifyProblemPackage(directory, judge)) lines.push(line);
  return lines;
}

/** The same problem in the legacy form: `validation: custom interactive` and output_validators/<name>/. */
async function legacyCopy(): Promise<string> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'codeyard-legacy-interactive-'));
  await cp(guessPackage, directory, { recursive: true });
  await writeFile(
    path.join(directory, 'problem.yaml'),
    'name: Guess the Number\nvalidation: custom interactive\nlimits:\n  time_limit: 1\n  memory: 256\n',
  );
  await cp(path.join(directory, 'output_validator'), path.join(directory, 'output_validators', 'guess'), {
    recursive: true,
  });
  await rm(path.join(directory, 'output_validator'), { recursive: true });
  return directory;
}

describe('interactive and multi-pass problems', () => {
  let judge: Judge;
  const directories: string[] = [];

  beforeAll(async () => {
    judge = await createTestJudge();
  });
  afterAll(async () => {
    await judge?.close();
    for (const directory of directories) await rm(directory, { recursive: true, force: true });
  });

  it.each([
    ['2023-07', async () => guessPackage],
    [
      'legacy',
      async () => {
        const directory = await legacyCopy();
        directories.push(directory);
        return directory;
      },
    ],
  ])(
    'verify agrees with every submission of an interactive package in the %s form (flooding, never flushing, stopping, crashing, ending first or second)',
    async (_form, directory) => {
      const lines = await verify(await directory(), judge);
      const judged = lines.filter((line) => 'actual' in line);
      expect(judged.map((line) => [line.file, line.actual, 'status' in line && line.status])).toEqual([
        ['submissions/accepted/binary.py', 'accepted', 'Accepted'],
        ['submissions/wrong_answer/extra-output.py', 'wrong_answer', 'Wrong Answer'],
        ['submissions/wrong_answer/floods.py', 'wrong_answer', 'Wrong Answer'],
        // Crashes at the end of its input after the interactor gave up: the interactor ended first.
        ['submissions/wrong_answer/linear.py', 'wrong_answer', 'Wrong Answer'],
        ['submissions/time_limit_exceeded/closes-output-then-sleeps.py', 'time_limit_exceeded', 'Time Limit Exceeded'],
        ['submissions/time_limit_exceeded/never-flushes.py', 'time_limit_exceeded', 'Time Limit Exceeded'],
        ['submissions/time_limit_exceeded/stops-reading.py', 'time_limit_exceeded', 'Time Limit Exceeded'],
        ['submissions/run_time_error/HoardsMemory.java', 'run_time_error', 'Memory Limit Exceeded'],
        ['submissions/run_time_error/closes-output-then-crashes.py', 'run_time_error', 'Runtime Error (NZEC)'],
        ['submissions/run_time_error/crash-after-answer.py', 'run_time_error', 'Runtime Error (NZEC)'],
        // Ends with status 1 before reading: the interactor then rejects, but the submission ended first.
        ['submissions/run_time_error/exits-before-reading.py', 'run_time_error', 'Runtime Error (NZEC)'],
      ]);
      expect(lines.at(-1)).toMatchObject({ summary: true, ok: true, judged: 11 });
    },
  );

  it('verify agrees with every submission of an interactive multi-pass package whose Python interactor answers after the submission has gone', async () => {
    const lines = await verify(interactiveMultiPassPackage, judge);
    expect(
      lines
        .filter((line) => 'actual' in line)
        .map((line) => 'actual' in line && [line.file, line.actual, line.status, line.passed]),
    ).toEqual([
      ['submissions/accepted/doubles.py', 'accepted', 'Accepted', 4],
      // Before, the interactor's "wrong" met a closed pipe and Python exited with 120: a judge error.
      ['submissions/wrong_answer/adds-one.py', 'wrong_answer', 'Wrong Answer', 0],
      ['submissions/wrong_answer/wrong-second-pass.py', 'wrong_answer', 'Wrong Answer', 0],
      ['submissions/run_time_error/exits-before-answering.py', 'run_time_error', 'Runtime Error (NZEC)', 0],
    ]);
    expect(lines.at(-1)).toMatchObject({ summary: true, ok: true, judged: 4 });
  });

  it('verify agrees with every submission of a multi-pass package, the second pass included', async () => {
    const lines = await verify(multiPassPackage, judge);
    expect(
      lines.filter((line) => 'actual' in line).map((line) => 'actual' in line && [line.file, line.actual, line.passed]),
    ).toEqual([
      ['submissions/accepted/add-one.py', 'accepted', 5],
      ['submissions/wrong_answer/add-two.py', 'wrong_answer', 0],
      // Right on the first pass of 99, wrong on its second.
      ['submissions/wrong_answer/wrong-second-pass.py', 'wrong_answer', 2],
      ['submissions/time_limit_exceeded/slow-second-pass.py', 'time_limit_exceeded', 0],
    ]);
  });

  it("keeps the interactor's judge message for admins and its team message for the submitter", async () => {
    const interactor = await readFile(path.join(guessPackage, 'output_validator', 'interactor.c'), 'utf8');
    const source = await readFile(path.join(guessPackage, 'submissions', 'accepted', 'binary.py'), 'utf8');
    const result = await judge.judge({
      language: 'python',
      source,
      tests: [{ input: '10 7\n', expected: '7\n' }],
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      checker: { kind: 'interactive', language: 'c', source: interactor },
    });
    expect(result.statusId).toBe(STATUS.accepted.id);
    expect(result.tests[0]).toMatchObject({ message: 'correct', teamMessage: 'found in 4 guesses', stdout: '' });
  });

  it('records the dialogue as a Kattis .interaction transcript when asked (the Run button), with the same verdicts', async () => {
    const interactor = await readFile(path.join(guessPackage, 'output_validator', 'interactor.c'), 'utf8');
    const judgeRecorded = async (relative: string, input = '10 7\n') =>
      judge.judge({
        language: 'python',
        source: await readFile(path.join(guessPackage, 'submissions', relative), 'utf8'),
        tests: [{ input, expected: '' }],
        timeLimitMs: 1000,
        memoryLimitMb: 256,
        checker: { kind: 'interactive', language: 'c', source: interactor },
        recordInteraction: true,
      });
    const accepted = await judgeRecorded('accepted/binary.py');
    expect(accepted.statusId).toBe(STATUS.accepted.id);
    expect(accepted.tests[0]?.stdout).toBe(
      await readFile(path.join(guessPackage, 'data', 'sample', '1.interaction'), 'utf8'),
    );
    expect((await judgeRecorded('wrong_answer/extra-output.py')).tests[0]).toMatchObject({
      status: 'Wrong Answer',
      stdout: expect.stringMatching(/<correct\n>done\n$/),
    });
    expect((await judgeRecorded('run_time_error/crash-after-answer.py')).statusId).toBe(STATUS.runtimeErrorNzec.id);
    expect((await judgeRecorded('time_limit_exceeded/never-flushes.py')).statusId).toBe(STATUS.timeLimitExceeded.id);
    // Its end reaches the interactor only after it was taken: the submission ended first.
    expect((await judgeRecorded('run_time_error/exits-before-reading.py')).tests[0]).toMatchObject({
      status: 'Runtime Error (NZEC)',
      exitCode: 1,
      stdout: '<10\n',
    });
    // A flood is cut at the output limit in the transcript, still judged Wrong Answer, and ends as
    // soon as the interactor has gone, on the broken pipe (it was held until the wall-clock limit).
    const flood = await judgeRecorded('wrong_answer/floods.py');
    expect(flood.tests[0]).toMatchObject({
      status: 'Wrong Answer',
      exitCode: 1,
      stderr: expect.stringContaining('BrokenPipeError'),
    });
    expect(flood.tests[0]?.stdout.startsWith('<10\n>xxxx')).toBe(true);
  });

  it.each([
    ['recorded (the Run button)', true],
    ['judged', false],
  ])(
    'gives a %s program only its own two ends of the dialogue: /pipes is empty, so it cannot write around the interactor',
    async (_mode, recordInteraction) => {
      const interactor = await readFile(path.join(guessPackage, 'output_validator', 'interactor.c'), 'utf8');
      const fairPlay = await readFile(path.join(guessPackage, 'submissions', 'accepted', 'binary.py'), 'utf8');
      // Tries to give the interactor the secret straight through the named pipe, then plays fair.
      const bypass = [
        'import os, sys',
        "print(sorted(os.listdir('/pipes')), file=sys.stderr)",
        'try:',
        "    os.write(os.open('/pipes/from-program', os.O_WRONLY), b'7\\n')",
        'except OSError as error:',
        '    print(type(error).__name__, file=sys.stderr)',
        '',
      ].join('\n');
      const result = await judge.judge({
        language: 'python',
        source: bypass + fairPlay,
        tests: [{ input: '10 7\n', expected: '' }],
        timeLimitMs: 1000,
        memoryLimitMb: 256,
        checker: { kind: 'interactive', language: 'c', source: interactor },
        recordInteraction,
      });
      expect(result.tests[0]).toMatchObject({ status: 'Accepted', stderr: '[]\nFileNotFoundError\n' });
      if (recordInteraction)
        expect(result.tests[0]?.stdout).toBe(
          await readFile(path.join(guessPackage, 'data', 'sample', '1.interaction'), 'utf8'),
        );
    },
  );

  it.each([
    ['ends cleanly at the end of its input', 'print("ok", flush=True)\n', STATUS.accepted],
    ['crashes at the end of its input', 'raise SystemExit(3)\n', STATUS.runtimeErrorNzec],
  ])(
    'passes on at once an end of output the interactor makes on purpose while it reads on: a submission that %s',
    async (_case, atTheEnd, expected) => {
      // Says "go", closes its output so that the submission sees the end of its input, then reads
      // to the end of the submission's output. Held back until the interactor ended, the two would
      // wait for each other until the time limit.
      const interactor = [
        '#include <stdio.h>',
        '#include <string.h>',
        'int main(void) {',
        '\tprintf("go\\n");',
        '\tfclose(stdout);',
        '\tchar word[16] = "";',
        '\tif (scanf("%15s", word) == 1 && !strcmp(word, "ok") && scanf("%15s", word) != 1) return 42;',
        '\treturn 43;',
        '}',
      ].join('\n');
      const result = await judge.judge({
        language: 'python',
        source: `import sys\nfor line in sys.stdin:\n    pass\n${atTheEnd}`,
        tests: [{ input: '', expected: '' }],
        timeLimitMs: 1000,
        memoryLimitMb: 256,
        checker: { kind: 'interactive', language: 'c', source: interactor },
      });
      expect(result.status).toBe(expected.description);
    },
  );

  it('is a judge error when a multi-pass validator asks for a pass beyond validation_passes', async () => {
    const result = await judge.judge({
      language: 'python',
      source: 'print(input())\n',
      tests: [{ input: '1\n', expected: '1\n' }],
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      checker: {
        kind: 'custom',
        language: 'python',
        source: "import sys\nopen(sys.argv[3] + 'nextpass.in', 'w').write('1\\n')\nsys.exit(42)\n",
        passes: 3,
      },
    });
    expect(result.statusId).toBe(STATUS.internalError.id);
    expect(result.message).toBe('the output validator wrote nextpass.in on the last of 3 passes');
  });
});
