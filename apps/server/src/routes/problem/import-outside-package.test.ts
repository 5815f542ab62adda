import { languageLabel, normalizeLanguage, solverLanguages } from '@codeyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../../testing/databases.js';
import { closeSharedJudge, realJudging, sharedJudge } from '../../testing/judging.js';
import {
  currentAnyOrderPackage,
  interactiveGuessPackage,
  scoredFixturePackage,
  interactiveGuessSubmission,
  legacyAveragePackage,
  multiPassPackage,
} from '../../testing/outside-packages.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';
import { multipartFile, zipFiles } from '../../testing/zip.js';

const dialects = await availableDialects();
const MESSAGE_NO_REFERENCE =
  'A reference solution in C, C++, C#, Go, Java, JavaScript, Kotlin, Python, Ruby, Rust or TypeScript is required';

/** docs/problem-format.md, "Import rules": packages from outside import as their authors wrote them, or are refused by name. */
describe.each(dialects)('importing a package from outside Codeyard on %s', (dialect) => {
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

  const send = (fileName: string, archive: Buffer) => {
    const upload = multipartFile('file', fileName, archive);
    return test.app.inject({
      method: 'POST',
      url: '/api/problem/import',
      headers: { cookie: admin, ...upload.headers },
      payload: upload.payload,
    });
  };
  const importPackage = async (fileName: string, files: Record<string, string>) =>
    send(fileName, await zipFiles(files));
  const adminView = async (id: string) =>
    (await test.app.inject({ method: 'GET', url: `/api/problem/admin/${id}`, headers: { cookie: admin } })).json();
  const storedChecker = async (id: string) =>
    JSON.parse(
      (
        await test.context.database
          .selectFrom('problems')
          .select('checker')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).checker,
    ) as unknown;
  const problemCount = async () => (await test.context.database.selectFrom('problems').select('id').execute()).length;

  it('imports a legacy package: LaTeX statement, .timelimit, float tolerance, solutions in three languages, start code made for it', async () => {
    const response = await importPackage('average.zip', legacyAveragePackage());
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().problem._id as string;

    const problem = await adminView(id);
    expect(problem).toMatchObject({ title: 'Average Speed', slug: 'average', timeLimitMs: 1500, memoryLimitMb: 256 });
    expect(problem.description).toBe(
      [
        'You drove $n$ legs of a trip and wrote down the speed of each.',
        'Print the *average* of the speeds.',
        '',
        '## Input',
        '',
        'The first line has an integer $n$ ($1 \\le n \\le 100$), the second line $n$ speeds.',
        '',
        '## Output',
        '',
        'The average, with an absolute or relative error of at most $10^{-6}$.',
      ].join('\n'),
    );
    // Each accepted solution, whatever its file's name, in the page's language order; each was run
    // against the tests (a language this judge has not installed would be kept, reported as not run).
    expect(problem.referenceCode).toEqual([
      { language: 'Python', completecode: 'n = int(input())\nprint(sum(map(int, input().split())) / n)\n' },
      { language: 'Kotlin', completecode: expect.stringContaining('speeds.sum() / n') },
      { language: 'Rust', completecode: expect.stringContaining('numbers[1..]') },
    ]);
    // Start code is stored for the languages the edit form requires and those the package solves in;
    // the page makes it for the rest.
    expect(problem.startCode.map((entry: { language: string }) => entry.language)).toEqual(
      ['javascript', 'java', 'cpp', 'python', 'kotlin', 'rust'].map(languageLabel),
    );
    expect(await storedChecker(id)).toEqual({
      kind: 'tokens',
      floatAbsoluteTolerance: 1e-6,
      floatRelativeTolerance: 1e-6,
    });

    // The page renders the converted statement; solving it in another language than the package's works.
    const page = (await test.app.inject({ method: 'GET', url: `/api/problem/problembyid/${id}` })).json();
    expect(page.statementHtml).toContain('<h3>Input</h3>');
    expect(page.statementHtml.match(/class="katex"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(page.startCode.map((entry: { language: string }) => normalizeLanguage(entry.language))).toEqual(
      expect.arrayContaining(solverLanguages()),
    );
    const { cookie } = await signUp(test.app);
    const submitted = await test.app.inject({
      method: 'POST',
      url: `/api/submissions/submit/${id}`,
      headers: { cookie },
      payload: {
        language: 'javascript',
        code: 'const [n, ...v] = require("fs").readFileSync(0, "utf8").split(/\\s+/).filter(Boolean).map(Number);\nconsole.log(v.reduce((a, b) => a + b, 0) / n);\n',
      },
    });
    expect(submitted.json()).toMatchObject({ verdict: 'Accepted' });
  });

  it('has generated start code that compiles, reads the input and prints nothing', async () => {
    const response = await importPackage('average.zip', legacyAveragePackage('average-start'));
    const problem = await adminView(response.json().problem._id);
    const judge = await sharedJudge();
    // The four languages of the product's first problems; generated-start-code.test.ts compiles every skeleton.
    const firstFour = (problem.startCode as { language: string; initialcode: string }[]).slice(0, 4);
    for (const start of firstFour) {
      const result = await judge.judge({
        language: normalizeLanguage(start.language)!,
        source: start.initialcode,
        tests: [{ input: '2\n10 20\n', expected: '15.0\n' }],
        timeLimitMs: 2000,
        memoryLimitMb: 256,
      });
      expect(result.status, `${start.language}: ${result.compileOutput}`).toBe('Wrong Answer');
      expect(result.tests[0]?.stdout).toBe('');
    }
  });

  it('imports a 2023-07 package with output_validator/, judges with it, and exports it back', async () => {
    const response = await importPackage('any-order.zip', currentAnyOrderPackage());
    // The C++ reference prints the numbers reversed: it passed only because the validator judged it.
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().problem._id as string;
    expect(await adminView(id)).toMatchObject({ title: 'Any Order', timeLimitMs: 1000 });
    const checker = { kind: 'custom', language: 'python', source: expect.stringContaining('sys.exit(42'), files: {} };
    expect(await storedChecker(id)).toEqual(checker);

    const { cookie } = await signUp(test.app);
    const submit = (code: string) =>
      test.app.inject({
        method: 'POST',
        url: `/api/submissions/submit/${id}`,
        headers: { cookie },
        payload: { language: 'python', code },
      });
    expect((await submit('print(*sorted(input().split(), reverse=True))\n')).json()).toMatchObject({
      verdict: 'Accepted',
    });
    expect((await submit('print(input().split()[0])\n')).json()).toMatchObject({ verdict: 'Wrong Answer' });

    // The export keeps the validator, so importing it again changes nothing about how answers are judged.
    const exported = await test.app.inject({
      method: 'GET',
      url: `/api/problem/export/${id}`,
      headers: { cookie: admin },
    });
    expect(exported.statusCode).toBe(200);
    const reimported = await send('any-order.zip', exported.rawPayload);
    expect(reimported.statusCode, reimported.body).toBe(200);
    expect(reimported.json()).toMatchObject({ created: false, problem: { _id: id } });
    expect(await storedChecker(id)).toEqual(checker);
  });

  it.each([
    ['2023-07', 'guess-current', 'problem_format_version: 2023-07-draft\ntype: interactive'],
    ['legacy', 'guess-legacy', 'validation: custom interactive'],
  ])(
    'imports a %s interactive package and judges submissions through the API against its interactor',
    async (_form, folder, declaration) => {
      const response = await importPackage(`${folder}.zip`, interactiveGuessPackage(folder, declaration));
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json().problem._id as string;
      expect(await storedChecker(id)).toEqual({
        kind: 'interactive',
        language: 'c',
        source: expect.stringContaining('more than 10 guesses'),
        files: {},
      });

      // The statement's sample is the dialogue of 1.interaction.
      const page = (await test.app.inject({ method: 'GET', url: `/api/problem/problembyid/${id}` })).json();
      expect(page.visibletestcases[0].interaction).toBe('<10\n>5\n<higher\n>8\n<lower\n>6\n<higher\n>7\n<correct\n');

      // Its generated start code reads line by line (reading everything first would wait forever), and runs.
      const problem = await adminView(id);
      const judge = await sharedJudge();
      for (const start of problem.startCode as { language: string; initialcode: string }[]) {
        expect(start.initialcode, start.language).toMatch(/Interactive: read one line at a time/);
        const result = await judge.run({
          language: normalizeLanguage(start.language)!,
          source: start.initialcode,
          input: 'higher\nlower\n',
          timeLimitMs: 2000,
          memoryLimitMb: 256,
        });
        expect(result, `${start.language}: ${result.compileOutput}`).toMatchObject({ status: 'Accepted', stdout: '' });
      }

      const { cookie } = await signUp(test.app);
      const submit = async (relative: string) =>
        (
          await test.app.inject({
            method: 'POST',
            url: `/api/submissions/submit/${id}`,
            headers: { cookie },
            payload: { language: 'python', code: interactiveGuessSubmission(relative) },
          })
        ).json();
      expect(await submit('accepted/binary.py')).toMatchObject({ verdict: 'Accepted', status: 'accepted' });
      expect(await submit('wrong_answer/linear.py')).toMatchObject({ verdict: 'Wrong Answer' });
      expect(await submit('time_limit_exceeded/never-flushes.py')).toMatchObject({ verdict: 'Time Limit Exceeded' });
      expect(await submit('run_time_error/crash-after-answer.py')).toMatchObject({ status: 'error' });

      // Run plays the sample against the interactor and answers with the dialogue; custom input
      // is the interactor's input.
      const run = (
        await test.app.inject({
          method: 'POST',
          url: `/api/submissions/runcode/${id}`,
          headers: { cookie },
          payload: {
            language: 'python',
            code: interactiveGuessSubmission('accepted/binary.py'),
            customInput: '4 3',
          },
        })
      ).json();
      expect(run.success).toBe(true);
      expect(run.testResults[0]).toMatchObject({
        status_id: 3,
        stdout: '<10\n>5\n<higher\n>8\n<lower\n>6\n<higher\n>7\n<correct\n',
      });
      expect(run.custom).toMatchObject({
        status_id: 3,
        stdout: '<4\n>2\n<higher\n>3\n<correct\n',
        expectedOutput: null,
      });
    },
  );

  it('imports a multi-pass package, judges both passes, and exports it back as multi-pass', async () => {
    const response = await importPackage('twice.zip', multiPassPackage('twice'));
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().problem._id as string;
    expect(await storedChecker(id)).toMatchObject({ kind: 'custom', language: 'python', passes: 2 });
    const { cookie } = await signUp(test.app);
    const submit = async (code: string) =>
      (
        await test.app.inject({
          method: 'POST',
          url: `/api/submissions/submit/${id}`,
          headers: { cookie },
          payload: { language: 'python', code },
        })
      ).json();
    expect(await submit('print(int(input().split()[-1]) + 1)\n')).toMatchObject({ verdict: 'Accepted' });
    // Right on every first pass, wrong on the second of 99.
    expect(
      await submit('value = int(input().split()[-1])\nprint(value + 1 if value < 100 else value)\n'),
    ).toMatchObject({ verdict: 'Wrong Answer' });

    const exported = await test.app.inject({
      method: 'GET',
      url: `/api/problem/export/${id}`,
      headers: { cookie: admin },
    });
    const reimported = await send('twice.zip', exported.rawPayload);
    expect(reimported.json()).toMatchObject({ created: false, problem: { _id: id } });
    expect(await storedChecker(id)).toMatchObject({ kind: 'custom', passes: 2 });
  });

  it.each([
    [
      'a scoring problem whose validator could write scores',
      interactiveGuessPackage('guess', 'problem_format_version: 2023-07-draft\ntype: scoring'),
      "a scoring problem's output_validator/ may write score.txt or score_multiplier.txt, which the judge does not read yet",
    ],
    [
      'a legacy scoring validator',
      interactiveGuessPackage('guess', 'validation: custom score'),
      'validation "custom score" (scores from the output validator\'s score.txt) is not supported yet',
    ],
    [
      'a submit-answer problem',
      interactiveGuessPackage('guess', 'problem_format_version: 2023-07-draft\ntype: submit-answer'),
      'problem type "submit-answer" is not supported yet',
    ],
    [
      'LaTeX the importer cannot convert',
      {
        ...legacyAveragePackage('figure'),
        'figure/problem_statement/problem.en.tex': 'Look:\n\\begin{figure}\\includegraphics{map.png}\\end{figure}\n',
      },
      'problem_statement/problem.en.tex: \\begin cannot be converted to Markdown; add the statement as Markdown in statement/problem.en.md',
    ],
    [
      'no solution in a language Codeyard judges',
      {
        ...Object.fromEntries(
          Object.entries(legacyAveragePackage('haskell')).filter(
            ([name]) => !name.startsWith('haskell/submissions/accepted/'),
          ),
        ),
        'haskell/submissions/accepted/average.hs': 'main = interact id\n',
      },
      `submissions/accepted/: ${MESSAGE_NO_REFERENCE}`,
    ],
    [
      'validator flags of the hidden tests that the samples do not share',
      {
        ...legacyAveragePackage('grouped'),
        'grouped/data/secret/testdata.yaml': 'output_validator_flags: case_sensitive\n',
      },
      'output_validator_args differ between tests: data/sample/1 has none, data/secret/1 has [case_sensitive] (data/secret/testdata.yaml); a problem here checks every test with the same arguments',
    ],
    [
      'a package with no name anywhere',
      { ...legacyAveragePackage('nameless'), 'nameless/problem_statement/problem.en.tex': 'Average the speeds.\n' },
      'problem.yaml has no name, nor has the statement a \\problemname',
    ],
    [
      'a scored package whose samples carry points (submissions are scored on the hidden tests)',
      { ...scoredFixturePackage('best-stretch', 'pointy'), 'pointy/data/testdata.yaml': 'on_reject: continue\n' },
      'data/sample: samples that carry points are not supported (submissions are scored on data/secret only)',
    ],
    [
      'a .timelimit above the range',
      { ...legacyAveragePackage('slow'), 'slow/.timelimit': '30\n' },
      '.timelimit must be between 0.1 and 10 seconds (is 30)',
    ],
  ])('refuses %s with 400 naming what, and changes nothing', async (_case, files, reason) => {
    const before = await problemCount();
    const folder = Object.keys(files)[0]!.split('/')[0]!;
    const response = await importPackage(`${folder}.zip`, files);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Invalid problem package "${folder}": ${reason}`);
    expect(await problemCount()).toBe(before);
  });
});
