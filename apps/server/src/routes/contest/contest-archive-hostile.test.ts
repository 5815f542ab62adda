import fs from 'node:fs';
import { contestArchiveMessages } from '@codeyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossSiteMessage } from '../../http/origin.js';
import { SPRING_CUP_PROBLEMS, SPRING_CUP_PROBLEMS_YAML, springCupFiles } from '../../testing/contest-packages.js';
import { availableDialects } from '../../testing/databases.js';
import { YAML_ALIAS_BOMB } from '../../testing/fixture-package.js';
import { createTestApp, signInAsAdmin, type TestApp } from '../../testing/test-app.js';
import { multipartFile, renameEntry, zipFiles } from '../../testing/zip.js';

const dialects = await availableDialects();

/**
 * Contest packages that must be refused before anything is judged or stored (docs/contests.md,
 * "Contest archives"): the app has no judge, so a package that got as far as verification fails.
 */
describe.each(dialects)('hostile contest packages on %s', (dialect) => {
  let test: TestApp;
  let admin: string;

  beforeAll(async () => {
    test = await createTestApp({ dialect, env: { AUTH_RATE_LIMIT: '1000' } });
    admin = await signInAsAdmin(test);
  });
  afterAll(async () => test?.close());

  const upload = (archive: Buffer, headers: Record<string, string> = {}, fields: Record<string, string> = {}) => {
    const form = multipartFile('file', 'spring-cup.zip', archive, fields);
    return test.app.inject({
      method: 'POST',
      url: '/api/problem/contest/import',
      headers: { ...form.headers, cookie: admin, ...headers },
      payload: form.payload,
    });
  };
  const refusal = async (archive: Buffer) => {
    const response = await upload(archive);
    expect(response.statusCode, response.body).toBe(400);
    return response.json().message as string;
  };
  const stored = async () => [
    (await test.context.database.selectFrom('contests').select('id').execute()).length,
    (await test.context.database.selectFrom('problems').select('id').execute()).length,
  ];

  it('refuses an entry that climbs out of the package, in the contest zip and in a problem zip inside it', async () => {
    const files = await springCupFiles();
    const outer = renameEntry(await zipFiles({ ...files, 'aa/evil.txt': 'owned' }), 'aa/evil.txt', '../evil.txt');
    expect(await refusal(outer)).toBe('Invalid contest package "spring-cup": invalid relative path: ../evil.txt');

    const innerFiles = { ...SPRING_CUP_PROBLEMS['largest-of-three'], 'aa/evil.txt': 'owned' };
    const inner = renameEntry(await zipFiles(innerFiles), 'aa/evil.txt', '../evil.txt');
    expect(await refusal(await zipFiles({ ...files, 'spring-cup/largest-of-three.zip': inner }))).toBe(
      'Invalid contest package "spring-cup": problem "largest-of-three": largest-of-three.zip: invalid relative path: ../evil.txt',
    );

    const absolute = renameEntry(await zipFiles({ ...files, 'tmp/x/owned': 'owned' }), 'tmp/x/owned', '/tmp/xowned');
    expect(await refusal(absolute)).toBe('Invalid contest package "spring-cup": absolute path: /tmp/xowned');
    expect(fs.existsSync('/tmp/xowned')).toBe(false);
    expect(await stored()).toEqual([0, 0]);
  });

  it('refuses a problem folder that is not there, naming it', async () => {
    const problemsYaml = `${SPRING_CUP_PROBLEMS_YAML}- id: ghost\n  label: P4\n`;
    expect(await refusal(await zipFiles(await springCupFiles({ problemsYaml })))).toBe(
      'Invalid contest package "spring-cup": problem "ghost": the package has no folder ghost/ and no ghost.zip',
    );
  });

  it('refuses YAML it cannot read, an alias bomb, and problem ids that are paths', async () => {
    expect(await refusal(await zipFiles(await springCupFiles({ contestYaml: 'name: [Spring Cup\n' })))).toMatch(
      /^Invalid contest package "spring-cup": contest\.yaml is not valid YAML: /,
    );
    expect(await refusal(await zipFiles(await springCupFiles({ problemsYaml: 'id: add-two\nlabel: A\n' })))).toBe(
      'Invalid contest package "spring-cup": problems.yaml: must be a list of problems',
    );
    expect(await refusal(await zipFiles(await springCupFiles({ problemsYaml: `${YAML_ALIAS_BOMB}\n` })))).toMatch(
      /^Invalid contest package "spring-cup": problems\.yaml is not valid YAML: /,
    );
    expect(await refusal(await zipFiles(await springCupFiles({ problemsYaml: '- id: ../add-two\n' })))).toBe(
      'Invalid contest package "spring-cup": problems.yaml: 0.id must be letters, digits, "_", "." or "-" (at most 64)',
    );
    expect(
      await refusal(
        await zipFiles(
          await springCupFiles({ problemsYaml: '- id: add-two\n  label: A\n- id: reverse-word\n  label: A\n' }),
        ),
      ),
    ).toBe('Invalid contest package "spring-cup": problems.yaml: label "A" is given to two problems');
    expect(await refusal(await zipFiles(await springCupFiles({ contestYaml: 'name: Cup\nduration: forever\n' })))).toBe(
      'Invalid contest package "spring-cup": contest.yaml: duration must be a time like 5:00:00, not "forever"',
    );
    expect(await stored()).toEqual([0, 0]);
  });

  it('refuses a zip bomb by what it inflates to, counting the problem zips inside the contest zip together', async () => {
    // Each problem zip alone stays under the 200 MB limit; together they pass it.
    const padded = async (id: keyof typeof SPRING_CUP_PROBLEMS) =>
      zipFiles({
        ...SPRING_CUP_PROBLEMS[id],
        'padding/1.bin': Buffer.alloc(60 * 1024 * 1024),
        'padding/2.bin': Buffer.alloc(60 * 1024 * 1024),
      });
    const files = await springCupFiles();
    const bomb = await zipFiles({
      ...files,
      'spring-cup/largest-of-three.zip': await padded('largest-of-three'),
      'spring-cup/problems/reverse-word/reverse-word.zip': await padded('reverse-word'),
    });
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await refusal(bomb)).toBe(
      'Invalid contest package "spring-cup": problem "reverse-word": reverse-word.zip: it extracts to more than 200 MB',
    );
    expect(await stored()).toEqual([0, 0]);
  });

  it('refuses more files than the problem import takes, an upload over 50 MB, and what is not a zip', async () => {
    const many = Object.fromEntries(Array.from({ length: 5001 }, (_, index) => [`spring-cup/junk/${index}`, '']));
    expect(await refusal(await zipFiles({ ...(await springCupFiles()), ...many }))).toBe(
      'Invalid contest package "spring-cup": more than 5000 files',
    );
    const tooLarge = await upload(Buffer.alloc(51 * 1024 * 1024, 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The package must be at most 50 MB');
    expect(await refusal(Buffer.from('not a zip'))).toBe(
      'Invalid contest package "spring-cup": not a readable zip archive',
    );
  });

  it('asks for a file and a readable start time', async () => {
    const noFile = await test.app.inject({
      method: 'POST',
      url: '/api/problem/contest/import',
      headers: { cookie: admin, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(contestArchiveMessages.chooseFile);
    const badStart = await upload(await zipFiles(await springCupFiles()), {}, { startTime: 'next Tuesday' });
    expect(badStart.statusCode).toBe(400);
    expect(badStart.json().message).toBe(contestArchiveMessages.startTimeInvalid);
  });

  it('refuses an import posted by another site, as every admin upload', async () => {
    const response = await upload(await zipFiles(await springCupFiles()), {
      host: 'localhost:3000',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(crossSiteMessage);
  });
});
