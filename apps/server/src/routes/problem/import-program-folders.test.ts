import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../../testing/databases.js';
import { closeSharedJudge, realJudging } from '../../testing/judging.js';
import { folderProgramsPackage } from '../../testing/outside-packages.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';
import { multipartFile, zipFiles } from '../../testing/zip.js';

const dialects = await availableDialects();

/** docs/problem-format.md, "Programs as folders": packages whose programs are folders import and judge as written. */
describe.each(dialects)('importing packages whose programs are folders on %s', (dialect) => {
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

  const send = async (fileName: string, archive: Buffer) => {
    const upload = multipartFile('file', fileName, archive);
    return test.app.inject({
      method: 'POST',
      url: '/api/problem/import',
      headers: { cookie: admin, ...upload.headers },
      payload: upload.payload,
    });
  };
  const stored = async (id: string) =>
    test.context.database
      .selectFrom('problems')
      .select(['checker', 'included_files'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const submit = async (id: string, language: string, code: string) =>
    (
      await test.app.inject({
        method: 'POST',
        url: `/api/submissions/submit/${id}`,
        headers: { cookie: user },
        payload: { language, code },
      })
    ).json();
  /** Exports the problem and imports the export again: the same problem, unchanged. */
  const roundTrip = async (id: string, fileName: string) => {
    const exported = await test.app.inject({
      method: 'GET',
      url: `/api/problem/export/${id}`,
      headers: { cookie: admin },
    });
    expect(exported.statusCode).toBe(200);
    const reimported = await send(fileName, exported.rawPayload);
    expect(reimported.statusCode, reimported.body).toBe(200);
    expect(reimported.json()).toMatchObject({ created: false, problem: { _id: id } });
  };

  it('imports an output validator of several files and judges with it', async () => {
    const response = await send(
      'add-each-pair.zip',
      await zipFiles(folderProgramsPackage('add-each-pair', 'add-each-pair')),
    );
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().problem._id as string;
    const checker = {
      kind: 'custom',
      language: 'cpp',
      source: expect.stringContaining('#include "tokens.h"'),
      sourceName: 'validate.cc',
      files: { 'tokens.cc': expect.any(String), 'tokens.h': expect.any(String) },
    };
    expect(JSON.parse((await stored(id)).checker)).toEqual(checker);
    const sum = 'n = int(input())\nfor _ in range(n):\n    print(sum(map(int, input().split())))\n';
    expect(await submit(id, 'python', sum)).toMatchObject({ verdict: 'Accepted' });
    expect(await submit(id, 'python', sum.replace('sum(', 'max('))).toMatchObject({ verdict: 'Wrong Answer' });
    await roundTrip(id, 'add-each-pair.zip');
    expect(JSON.parse((await stored(id)).checker)).toEqual(checker);
  });

  it('imports a validator with build and run scripts, built and called as the format says, even unzipped without mode bits', async () => {
    // The zip keeps no mode bits: build and run are executable only because the judge makes them so.
    const response = await send('half-of-it.zip', await zipFiles(folderProgramsPackage('half-of-it', 'half-of-it')));
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().problem._id as string;
    expect(JSON.parse((await stored(id)).checker)).toMatchObject({
      kind: 'custom',
      language: 'build-run',
      sourceName: 'build',
      files: { run: expect.stringContaining('exec'), 'compare.c': expect.any(String), README: expect.any(String) },
    });
    expect(await submit(id, 'python', 'print(int(input()) / 2 + 1e-9)\n')).toMatchObject({ verdict: 'Accepted' });
    expect(await submit(id, 'python', 'print(int(input()) // 2)\n')).toMatchObject({ verdict: 'Wrong Answer' });
    await roundTrip(id, 'half-of-it.zip');
    expect(JSON.parse((await stored(id)).checker)).toMatchObject({ language: 'build-run', sourceName: 'build' });
  });

  it('keeps include/ drivers with the problem and adds them to every submission of their language', async () => {
    const response = await send(
      'largest-value.zip',
      await zipFiles(folderProgramsPackage('largest-value', 'largest-value')),
    );
    // Its references are functions only: they passed because the drivers were added to them.
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().problem._id as string;
    expect(Object.keys(JSON.parse((await stored(id)).included_files ?? '{}'))).toEqual(['cpp', 'java', 'python3']);

    const cpp =
      '#include <algorithm>\n#include "solution.h"\nlong long largest(const std::vector<long long>& v) { return *std::max_element(v.begin(), v.end()); }\n';
    expect(await submit(id, 'cpp', cpp)).toMatchObject({ verdict: 'Accepted' });
    // Python's driver is main.py, so the submission is solution.py, which the driver imports.
    expect(await submit(id, 'python', 'def largest(values):\n    return max(values)\n')).toMatchObject({
      verdict: 'Accepted',
    });
    expect(await submit(id, 'python', 'def largest(values):\n    return values[0]\n')).toMatchObject({
      verdict: 'Wrong Answer',
    });
    const java =
      'public class Solution {\n  static long largest(long[] values) {\n    return java.util.Arrays.stream(values).max().getAsLong();\n  }\n}\n';
    expect(await submit(id, 'java', java)).toMatchObject({ verdict: 'Accepted' });
    // The drivers are not the page's business.
    const page = await test.app.inject({ method: 'GET', url: `/api/problem/${id}`, headers: { cookie: user } });
    expect(page.body).not.toContain('grader.cpp');

    await roundTrip(id, 'largest-value.zip');
    expect(Object.keys(JSON.parse((await stored(id)).included_files ?? '{}'))).toEqual(['cpp', 'java', 'python3']);
  });
});
