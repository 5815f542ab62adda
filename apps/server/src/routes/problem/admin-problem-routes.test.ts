import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemMessages } from '@codeyard/shared';
import { ensureAdmin } from '../../services/users/users.js';
import { sumPackage, without, YAML_ALIAS_BOMB } from '../../testing/fixture-package.js';
import { SUM_OVERFLOWING_CPP, SUM_SOLUTIONS } from '../../testing/fixture-problem.js';
import { closeSharedJudge, realJudging } from '../../testing/judging.js';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../../testing/test-app.js';
import { multipartFile, zipFiles } from '../../testing/zip.js';

const WRONG_JAVA = 'public class Main{public static void main(String[] x){System.out.println(42);}}\n';

/** A create-form body as the admin screen sends it (C++, Java, JavaScript; docs/product.md §5). */
function createBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Sum It',
    description: 'Print a + b.',
    difficulty: 'easy',
    tags: 'array',
    visibletestcases: [{ input: '1 2\n', output: '3\n', explanation: 'One and two.' }],
    hiddentestcases: [
      { input: '5 6\n', output: '11\n' },
      { input: '2000000000 2000000000\n', output: '4000000000\n' },
    ],
    startCode: [
      { language: 'C++', initialcode: 'int main(){}' },
      { language: 'Java', initialcode: 'public class Main{public static void main(String[] a){}}' },
      { language: 'JavaScript', initialcode: '// read stdin' },
    ],
    referenceCode: [
      { language: 'C++', completecode: SUM_SOLUTIONS.cpp },
      { language: 'Java', completecode: SUM_SOLUTIONS.java },
      { language: 'JavaScript', completecode: SUM_SOLUTIONS.javascript },
    ],
    ...overrides,
  };
}

describe('problem administration', () => {
  let test: TestApp;
  let admin: string;

  beforeAll(async () => {
    test = await createTestApp({ judging: realJudging, env: { AUTH_RATE_LIMIT: '1000' } });
    await ensureAdmin(test.context.database, {
      email: 'admin@example.com',
      password: 'Secret1!',
      firstName: 'Admin',
      nowMs: test.context.clock(),
    });
    admin = sessionCookieOf(
      await test.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { emailid: 'admin@example.com', password: 'Secret1!' },
      }),
    );
  });
  afterAll(async () => {
    await test?.close();
    await closeSharedJudge();
  });

  const create = (body: object, cookie = admin) =>
    test.app.inject({ method: 'POST', url: '/api/problem/create', headers: { cookie }, payload: body });

  it.each([
    [{ title: '' }, problemMessages.titleRequired],
    [{ description: '   ' }, problemMessages.descriptionRequired],
    [{ visibletestcases: [] }, problemMessages.visibleRequired],
    [{ visibletestcases: [{ input: '', output: '3', explanation: 'x' }] }, problemMessages.inputRequired],
    [{ visibletestcases: [{ input: '1', output: '', explanation: 'x' }] }, problemMessages.outputRequired],
    [{ visibletestcases: [{ input: '1', output: '3', explanation: '' }] }, problemMessages.explanationRequired],
    [{ hiddentestcases: [] }, problemMessages.hiddenRequired],
    [{ startCode: [{ language: 'C++', initialcode: 'x' }] }, problemMessages.allThreeLanguages],
    [
      {
        referenceCode: [
          { language: 'C++', completecode: 'x' },
          { language: 'C++', completecode: 'x' },
          { language: 'Java', completecode: 'x' },
        ],
      },
      problemMessages.allThreeLanguages,
    ],
    [
      {
        startCode: [
          { language: 'C++', initialcode: '' },
          { language: 'Java', initialcode: 'x' },
          { language: 'JavaScript', initialcode: 'x' },
        ],
      },
      problemMessages.initialCodeRequired,
    ],
    [
      {
        referenceCode: [
          { language: 'C++', completecode: 'x' },
          { language: 'Java', completecode: ' ' },
          { language: 'JavaScript', completecode: 'x' },
        ],
      },
      problemMessages.completeCodeRequired,
    ],
    [{ difficulty: 'extreme' }, 'Difficulty must be easy, medium or hard'],
    [{ tags: 'trees' }, 'Tag must be one of array, linkedList, graph, dp'],
  ])('refuses %j with the spec message', async (override, message) => {
    const response = await create(createBody(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses to save a problem whose Java reference fails, with a report per language and test', async () => {
    const body = createBody({
      referenceCode: [
        ...createBody().referenceCode.filter((entry) => entry.language !== 'Java'),
        { language: 'Java', completecode: WRONG_JAVA },
      ],
    });
    const response = await create(body);
    expect(response.statusCode).toBe(422);
    const answer = response.json();
    expect(answer.message).toBe('Reference solution failed its tests — Java: Wrong Answer on visible test 1');
    const java = answer.report.find((entry: { language: string }) => entry.language === 'Java');
    expect(java).toMatchObject({ passed: false, verdict: 'Wrong Answer' });
    expect(java.failures[0]).toEqual({
      kind: 'visible',
      index: 1,
      verdict: 'Wrong Answer',
      input: '1 2\n',
      expected: '3\n',
      actual: '42\n',
    });
    expect(answer.report.find((entry: { language: string }) => entry.language === 'C++')).toMatchObject({
      passed: true,
    });
    expect((await test.app.inject({ method: 'GET', url: '/api/problem/getAllProblem' })).json()).toEqual([]);
  });

  it('reports a reference that overflows only on a hidden test, and one that does not compile', async () => {
    const body = createBody({
      referenceCode: [
        { language: 'C++', completecode: SUM_OVERFLOWING_CPP },
        { language: 'Java', completecode: 'public class Main {' },
        { language: 'JavaScript', completecode: SUM_SOLUTIONS.javascript },
      ],
    });
    const answer = (await create(body)).json();
    const cpp = answer.report.find((entry: { language: string }) => entry.language === 'C++');
    expect(cpp.failures[0]).toMatchObject({
      kind: 'hidden',
      index: 2,
      verdict: 'Wrong Answer',
      expected: '4000000000\n',
    });
    const java = answer.report.find((entry: { language: string }) => entry.language === 'Java');
    expect(java).toMatchObject({ passed: false, verdict: 'Compilation Error' });
    expect(java.compileOutput).toContain('error');
  });

  it('creates, reads, updates, exports, re-imports and deletes a problem', async () => {
    const created = await create(createBody());
    expect(created.statusCode).toBe(201);
    const id = created.json().problem._id;
    expect((await test.app.inject({ method: 'GET', url: '/api/problem/getAllProblem' })).json()).toEqual([
      { _id: id, title: 'Sum It', difficulty: 'easy', tags: ['array'], acceptanceRate: null },
    ]);

    const full = (
      await test.app.inject({ method: 'GET', url: `/api/problem/admin/${id}`, headers: { cookie: admin } })
    ).json();
    expect(full.hiddentestcases).toHaveLength(2);
    // The edit form works on the Markdown; the rendered statement is the page's, not the form's.
    expect(full).not.toHaveProperty('statementHtml');

    const updated = await test.app.inject({
      method: 'PATCH',
      url: `/api/problem/update/${id}`,
      headers: { cookie: admin },
      payload: { ...full, tags: 'array, dp , graph', title: 'Sum It Up', description: 'Add $a$ and <b>$b$</b>.' },
    });
    expect(updated.statusCode).toBe(200);
    const shown = (await test.app.inject({ method: 'GET', url: `/api/problem/problembyid/${id}` })).json();
    expect(shown).toMatchObject({
      title: 'Sum It Up',
      tags: ['array', 'dp', 'graph'],
      description: 'Add $a$ and <b>$b$</b>.',
    });
    // The page shows the edited statement rendered: maths typeset, raw HTML dropped.
    expect(shown.statementHtml.match(/class="katex"/g)).toHaveLength(2);
    expect(shown.statementHtml).not.toContain('<b>');

    const brokenUpdate = await test.app.inject({
      method: 'PATCH',
      url: `/api/problem/update/${id}`,
      headers: { cookie: admin },
      payload: {
        ...full,
        referenceCode: [
          ...full.referenceCode.filter((entry: { language: string }) => entry.language !== 'Java'),
          { language: 'java', completecode: WRONG_JAVA },
        ],
      },
    });
    expect(brokenUpdate.statusCode).toBe(422);
    expect((await test.app.inject({ method: 'GET', url: `/api/problem/problembyid/${id}` })).json().title).toBe(
      'Sum It Up',
    );

    const exported = await test.app.inject({
      method: 'GET',
      url: `/api/problem/export/${id}`,
      headers: { cookie: admin },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    // The slug was given at creation and survives the title change: it names the folder.
    expect(exported.headers['content-disposition']).toBe('attachment; filename="sum-it.zip"');

    // Importing the problem's own export updates it in place (same id, same count), rather than copying it.
    const upload = multipartFile('file', 'sum-it.zip', exported.rawPayload);
    const imported = await test.app.inject({
      method: 'POST',
      url: '/api/problem/import',
      headers: { cookie: admin, ...upload.headers },
      payload: upload.payload,
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ created: false, problem: { _id: id } });
    const reimported = (
      await test.app.inject({ method: 'GET', url: `/api/problem/admin/${id}`, headers: { cookie: admin } })
    ).json();
    expect(reimported).toEqual({
      ...full,
      title: 'Sum It Up',
      tags: ['array', 'dp', 'graph'],
      description: 'Add $a$ and <b>$b$</b>.',
    });
    expect((await test.app.inject({ method: 'GET', url: '/api/problem/getAllProblem' })).json()).toHaveLength(1);

    const { cookie } = await signUp(test.app);
    await test.app.inject({
      method: 'POST',
      url: `/api/submissions/submit/${id}`,
      headers: { cookie },
      payload: { code: SUM_SOLUTIONS.cpp, language: 'cpp' },
    });
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/problem/problemSolvedByUser', headers: { cookie } })).json(),
    ).toHaveLength(1);

    expect(
      (
        await test.app.inject({ method: 'DELETE', url: `/api/problem/delete/${id}`, headers: { cookie: admin } })
      ).json(),
    ).toEqual({ message: 'Problem deleted successfully' });
    expect((await test.app.inject({ method: 'GET', url: `/api/problem/problembyid/${id}` })).statusCode).toBe(404);
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/problem/problemSolvedByUser', headers: { cookie } })).json(),
    ).toEqual([]);
    expect(
      (
        await test.app.inject({ method: 'GET', url: `/api/problem/submittedproblems/${id}`, headers: { cookie } })
      ).json(),
    ).toEqual([]);
    expect(
      (await test.app.inject({ method: 'DELETE', url: `/api/problem/delete/${id}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses hostile or malformed uploads with 4xx and changes nothing', async () => {
    const before = (await test.app.inject({ method: 'GET', url: '/api/problem/getAllProblem' })).json();
    const send = (content: Buffer) => {
      const upload = multipartFile('file', 'p.zip', content);
      return test.app.inject({
        method: 'POST',
        url: '/api/problem/import',
        headers: { cookie: admin, ...upload.headers },
        payload: upload.payload,
      });
    };
    const notZip = await send(Buffer.from('hello'));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().message).toBe('Invalid problem package: not a readable zip archive');

    const traversal = Buffer.from(
      (await zipFiles({ 'xx/evil.yaml': 'x' })).toString('latin1').split('xx/evil.yaml').join('../evil.yaml'),
      'latin1',
    );
    expect((await send(traversal)).statusCode).toBe(400);

    const incomplete = await send(await zipFiles({ 'p/problem.yaml': 'name: Broken\n' }));
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toMatch(/^Invalid problem package "p": /);

    const notMultipart = await test.app.inject({
      method: 'POST',
      url: '/api/problem/import',
      headers: { cookie: admin },
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);

    expect((await test.app.inject({ method: 'GET', url: '/api/problem/getAllProblem' })).json()).toEqual(before);
  });

  const importPackage = (fileName: string, files: Record<string, string>) =>
    zipFiles(files).then((content) => {
      const upload = multipartFile('file', fileName, content);
      return test.app.inject({
        method: 'POST',
        url: '/api/problem/import',
        headers: { cookie: admin, ...upload.headers },
        payload: upload.payload,
      });
    });
  const problemRows = () => test.context.database.selectFrom('problems').selectAll().orderBy('id').execute();

  it.each([
    [
      'a broken problem.yaml',
      { ...sumPackage('bad-yaml'), 'bad-yaml/problem.yaml': 'name: [unclosed\n' },
      /^Invalid problem package "bad-yaml": problem\.yaml is not valid YAML: ./,
    ],
    [
      'a broken codeyard.yaml',
      { ...sumPackage('bad-yaml'), 'bad-yaml/codeyard.yaml': 'difficulty: easy\n  tags: [array\n' },
      /^Invalid problem package "bad-yaml": codeyard\.yaml is not valid YAML: ./,
    ],
    [
      'a YAML alias bomb',
      { ...sumPackage('bomb'), 'bomb/codeyard.yaml': YAML_ALIAS_BOMB },
      /^Invalid problem package "bomb": codeyard\.yaml is not valid YAML: .*alias/i,
    ],
    [
      'an input without its answer',
      without(sumPackage('lonely'), 'lonely/data/secret/1.ans'),
      'Invalid problem package "lonely": data/secret/1.in has no answer file data/secret/1.ans',
    ],
    [
      'a directory named 2.in',
      {
        ...sumPackage('folder-test'),
        'folder-test/data/sample/2.in/readme.txt': 'x',
        'folder-test/data/sample/2.ans': '1\n',
      },
      'Invalid problem package "folder-test": data/sample/2.in is not a file',
    ],
    [
      "a time limit above the form's",
      { ...sumPackage('slow'), 'slow/problem.yaml': 'name: Slow\nlimits:\n  time_limit: 30\n' },
      'Invalid problem package "slow": problem.yaml: limits.time_limit must be between 0.1 and 10 seconds (is 30)',
    ],
    [
      "a memory limit above the form's",
      { ...sumPackage('greedy'), 'greedy/problem.yaml': 'name: Greedy\nlimits:\n  memory: 2048\n' },
      'Invalid problem package "greedy": problem.yaml: limits.memory must be between 16 and 1024 MiB (is 2048)',
    ],
    [
      'no reference solution',
      without(
        sumPackage('unsolved'),
        'unsolved/submissions/accepted/main.cpp',
        'unsolved/submissions/accepted/Main.java',
        'unsolved/submissions/accepted/main.js',
      ),
      'Invalid problem package "unsolved": submissions/accepted/: A reference solution in C, C++, C#, Go, Java, JavaScript, Kotlin, Python, Ruby, Rust or TypeScript is required',
    ],
    [
      'a package without a folder, named by its file',
      { ...sumPackage(''), 'problem.yaml': 'name: [unclosed\n' },
      /^Invalid problem package "loose-files": problem\.yaml is not valid YAML: ./,
    ],
  ])('refuses %s with 400, naming the package, and changes nothing', async (_case, files, message) => {
    const before = await problemRows();
    const response = await importPackage(files['problem.yaml'] ? 'loose-files.zip' : 'package.zip', files);
    expect(response.statusCode).toBe(400);
    if (typeof message === 'string') expect(response.json().message).toBe(message);
    else expect(response.json().message).toMatch(message);
    expect(await problemRows()).toEqual(before);
  });

  it('refuses a package whose reference solution fails its tests, and changes nothing', async () => {
    const before = await problemRows();
    const response = await importPackage('wrong.zip', {
      ...sumPackage('wrong-java'),
      'wrong-java/submissions/accepted/Main.java': WRONG_JAVA,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Reference solution failed its tests — Java: Wrong Answer on visible test 1');
    expect(await problemRows()).toEqual(before);
  });
});
