import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../../testing/databases.js';
import { closeSharedJudge, realJudging } from '../../testing/judging.js';
import { polygonFixtureFile, polygonFixturePackage } from '../../testing/polygon-packages.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';
import { importProblemPackage, multipartFile } from '../../testing/zip.js';

const dialects = await availableDialects();

/** The interactive fixture's binary search in the two languages the edit form requires beside C++. */
const HALVES_IN_JAVA_AND_JAVASCRIPT = [
  {
    language: 'Java',
    completecode: [
      'import java.io.*;',
      'public class Main {',
      '    public static void main(String[] args) throws IOException {',
      '        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));',
      '        int n = Integer.parseInt(in.readLine().trim()), low = 1, high = n;',
      '        while (true) {',
      '            int middle = (low + high) / 2;',
      '            System.out.println(middle);',
      '            System.out.flush();',
      '            String reply = in.readLine().trim();',
      '            if (reply.equals("correct")) return;',
      '            if (reply.equals("higher")) low = middle + 1; else high = middle - 1;',
      '        }',
      '    }',
      '}',
      '',
    ].join('\n'),
  },
  {
    language: 'JavaScript',
    completecode: [
      "const lines = require('readline').createInterface({ input: process.stdin });",
      'let low = 1, high, middle;',
      'const ask = () => { middle = Math.floor((low + high) / 2); console.log(middle); };',
      "lines.on('line', (line) => {",
      '  if (high === undefined) { high = Number(line); ask(); return; }',
      "  if (line === 'correct') { lines.close(); return; }",
      "  if (line === 'higher') low = middle + 1; else high = middle - 1;",
      '  ask();',
      '});',
      '',
    ].join('\n'),
  },
];

/** docs/problem-format.md, "Polygon packages": a Polygon package imports through the same upload, its tests made in the sandbox. */
describe.each(dialects)('importing a Polygon package on %s', (dialect) => {
  let test: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    test = await createTestApp({ dialect, judging: realJudging, env: { AUTH_RATE_LIMIT: '1000' } });
    admin = await signInAsAdmin(test);
    user = (await signUp(test.app)).cookie;
  });
  afterAll(async () => {
    await test?.close();
    await closeSharedJudge();
  });

  const importPackage = (fileName: string, files: Record<string, string>) =>
    importProblemPackage(test.app, admin, fileName, files);
  const adminView = async (id: string) =>
    (await test.app.inject({ method: 'GET', url: `/api/problem/admin/${id}`, headers: { cookie: admin } })).json();
  const page = async (id: string) =>
    (await test.app.inject({ method: 'GET', url: `/api/problem/problembyid/${id}`, headers: { cookie: user } })).json();
  const submit = async (id: string, language: string, code: string) =>
    (
      await test.app.inject({
        method: 'POST',
        url: `/api/submissions/submit/${id}`,
        headers: { cookie: user },
        payload: { language, code },
      })
    ).json();
  const storedChecker = async (id: string) =>
    JSON.parse(
      (
        await test.context.database
          .selectFrom('problems')
          .select('checker')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).checker,
    ) as Record<string, unknown>;
  const problemCount = async () => (await test.context.database.selectFrom('problems').select('id').execute()).length;

  it('imports a standard package: tests generated and answered in the sandbox, its testlib checker judging', async () => {
    const response = await importPackage('mean-value.zip', polygonFixturePackage('polygon-mean'));
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().problem._id as string;

    const problem = await adminView(id);
    expect(problem).toMatchObject({
      title: 'Mean Value',
      slug: 'polygon-mean',
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      difficulty: 'medium',
      tags: ['array'],
      type: 'pass-fail',
    });
    expect(problem.description).toBe(
      [
        'You are given $n$ integers $a_1, a_2, \\ldots, a_n$. Print their *mean*, the sum divided by $n$.',
        '',
        '## Input',
        '',
        'The first line holds $n$ ($1 \\le n \\le 1000$). The second line holds $n$ integers $a_i$ ($|a_i| \\le 10^6$).',
        '',
        '## Output',
        '',
        'Print the mean. An absolute or relative error of at most $10^{-6}$ is accepted.',
        '',
        '## Note',
        '',
        'In the first example, $(1 + 2 + 3 + 5) / 4 = 2.75$.',
      ].join('\n'),
    );
    // The sample is shown and judged; the answers are the main solution's output.
    expect(problem.visibletestcases).toEqual([{ input: '4\n1 2 3 5\n', output: '2.750000000\n', explanation: '' }]);
    expect(problem.hiddentestcases).toHaveLength(6);
    expect(problem.hiddentestcases[1]).toEqual({ input: '3\n-1000000 1000000 7\n', output: '2.333333333\n' });
    expect(problem.hiddentestcases[2].input).toMatch(/^5\n(-?\d+ ){4}-?\d+\n$/);
    expect(problem.referenceCode.map((entry: { language: string }) => entry.language)).toEqual(['C++', 'Python']);
    expect(await storedChecker(id)).toMatchObject({
      kind: 'custom',
      protocol: 'testlib',
      language: 'cpp',
      files: { 'testlib.h': expect.stringContaining('TEST FIXTURE of Codeyard, not testlib') },
    });

    // Seven decimals are within the checker's tolerance; integer division is not.
    const roundedMean =
      'const [n, ...v] = require("fs").readFileSync(0, "utf8").split(/\\s+/).filter(Boolean).map(Number);\nconsole.log((v.reduce((a, b) => a + b, 0) / n).toFixed(7));\n';
    expect(await submit(id, 'javascript', roundedMean)).toMatchObject({ verdict: 'Accepted' });
    expect(await submit(id, 'cpp', polygonFixtureFile('polygon-mean', 'solutions/integer-division.cpp'))).toMatchObject(
      { verdict: 'Wrong Answer' },
    );
  });

  it('imports a scored package: groups with points, a dependency, and the points its checker gives', async () => {
    const response = await importPackage('zero-pairs.zip', polygonFixturePackage('polygon-zero-pairs'));
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().problem._id as string;

    const shown = await page(id);
    expect(shown).toMatchObject({ type: 'scoring' });
    expect(shown.scoringGroups).toEqual([
      { name: 'samples', points: 0 },
      { name: 'small', points: 40 },
      { name: 'large', points: 60 },
    ]);
    expect(shown.statementHtml).toContain('<h3>Scoring</h3>');

    const solution = (file: string) => polygonFixtureFile('polygon-zero-pairs', `solutions/${file}`);
    expect(await submit(id, 'cpp', solution('counting.cpp'))).toMatchObject({ verdict: 'Accepted', score: 100 });
    // One small test wrong: the rest of small counts, large (which needs all of small) does not.
    const onePair = await submit(id, 'cpp', solution('one-is-a-pair.cpp'));
    expect(onePair).toMatchObject({ verdict: 'Partially Accepted', score: 30 });
    // The checker's 5 points where only the pairs are right, and large incomplete for it.
    expect(await submit(id, 'python', solution('no-zeros.py'))).toMatchObject({
      verdict: 'Partially Accepted',
      score: 25,
    });

    // Per-test points and dependencies have no place in a Kattis package: export says so.
    const exported = await test.app.inject({
      method: 'GET',
      url: `/api/problem/export/${id}`,
      headers: { cookie: admin },
    });
    expect(exported.statusCode).toBe(422);
    expect(exported.json().message).toBe(
      '"Zero Pairs" cannot be exported as a package: its groups give tests their own points or depend on each other (from Polygon), which testdata.yaml cannot say',
    );
  });

  it('imports an interactive full package: its interactor and the checker after it judge submissions', async () => {
    const response = await importPackage('guess.zip', polygonFixturePackage('polygon-guess'));
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().problem._id as string;
    expect(await page(id)).toMatchObject({ type: 'interactive', title: 'Guess by Halves' });
    expect(await storedChecker(id)).toMatchObject({
      kind: 'interactive',
      protocol: 'testlib',
      afterInteraction: { protocol: 'testlib', language: 'cpp' },
    });

    const solution = (file: string) => polygonFixtureFile('polygon-guess', `solutions/${file}`);
    expect(await submit(id, 'python', solution('halves.py'))).toMatchObject({ verdict: 'Accepted' });
    expect(await submit(id, 'python', solution('one-by-one.py'))).toMatchObject({ verdict: 'Wrong Answer' });

    // Run with an input of the user's own: the reference plays it first, so the checker has its answer.
    const runCustom = async (file: string) =>
      (
        await test.app.inject({
          method: 'POST',
          url: `/api/submissions/runcode/${id}`,
          headers: { cookie: user },
          payload: { language: 'python', code: solution(file), customInput: '20 8\n' },
        })
      ).json();
    expect((await runCustom('halves.py')).custom).toMatchObject({ status_id: 3 });
    // Eight guesses are within the interactor's ten, but more than halving 20 numbers needs: the checker's verdict.
    expect((await runCustom('one-by-one.py')).custom).toMatchObject({ status_id: 4 });

    // The edit form does not show an interactor with headers (testlib.h), and leaves it out when
    // saving: the testlib interactor and its checker stay (the form's own rules ask for an
    // explanation and the three languages first).
    const { _id: _ignoredId, type: _ignoredType, interactor: shownInteractor, ...view } = await adminView(id);
    expect(shownInteractor).toBeNull();
    const edited = await test.app.inject({
      method: 'PATCH',
      url: `/api/problem/update/${id}`,
      headers: { cookie: admin },
      payload: {
        ...view,
        description: 'Guess it.',
        visibletestcases: view.visibletestcases.map((sample: object) => ({ ...sample, explanation: 'Halve it.' })),
        referenceCode: [...view.referenceCode, ...HALVES_IN_JAVA_AND_JAVASCRIPT],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await storedChecker(id)).toMatchObject({ protocol: 'testlib', afterInteraction: { protocol: 'testlib' } });
  });

  it('exports a pass-fail Polygon problem with its testlib checker, and imports the export back', async () => {
    const imported = await importPackage(
      'mean-again.zip',
      polygonFixturePackage('polygon-mean', {
        'problem.xml': polygonFixtureFile('polygon-mean', 'problem.xml').replace(
          'short-name="polygon-mean"',
          'short-name="mean-again"',
        ),
      }),
    );
    expect(imported.statusCode, imported.body).toBe(201);
    const id = imported.json().problem._id as string;
    const exported = await test.app.inject({
      method: 'GET',
      url: `/api/problem/export/${id}`,
      headers: { cookie: admin },
    });
    expect(exported.statusCode).toBe(200);
    const upload = multipartFile('file', 'mean-again.zip', exported.rawPayload);
    const again = await test.app.inject({
      method: 'POST',
      url: '/api/problem/import',
      headers: { cookie: admin, ...upload.headers },
      payload: upload.payload,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ created: false, problem: { _id: id } });
    expect(await storedChecker(id)).toMatchObject({ kind: 'custom', protocol: 'testlib' });
  });

  it.each([
    [
      'a generator that fails, naming the test',
      { 'files/gen.cpp': 'int main() { return 1; }\n' },
      400,
      'Invalid problem package "broken": test 3 ("gen 5 10"): the generator ended with Runtime Error (NZEC)',
    ],
    [
      'a manual test its validator rejects',
      { 'tests/02': '3\n1 2 x\n' },
      400,
      'Invalid problem package "broken": test 2 is not valid: files/validator.cpp rejected it: FAIL expected an integer, found "x"',
    ],
    [
      'a problem that reads a file',
      {
        'problem.xml': polygonFixtureFile('polygon-mean', 'problem.xml').replace(
          'input-file=""',
          'input-file="mean.in"',
        ),
      },
      400,
      'Invalid problem package "broken": problem.xml: <judging input-file="mean.in">: programs read stdin and write stdout here, not files',
    ],
    [
      'a solution that does not do what its tag says',
      {
        'problem.xml': polygonFixtureFile('polygon-mean', 'problem.xml').replace(
          '<solution tag="wrong-answer">',
          '<solution tag="accepted">',
        ),
      },
      422,
      'Solutions disagree with their tags — solutions/integer-division.cpp (tagged accepted) got Wrong Answer',
    ],
  ])('refuses %s, and stores nothing', async (_case, changes, status, message) => {
    const before = await problemCount();
    const response = await importPackage('broken.zip', polygonFixturePackage('polygon-mean', changes));
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await problemCount()).toBe(before);
  });
});
