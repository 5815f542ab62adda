import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers are enforced by lint (eslint.config.js, docs/architecture.md).
 * These cases lint made-up files with the repository's own configuration, so a rule that stops
 * matching (a renamed folder, a block that overrides another) fails here instead of silently
 * letting an arrow run back up.
 */
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repositoryRoot });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repositoryRoot, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

/** A file whose only import is `specifier`, used so that no other rule has anything to say. */
function importing(specifier: string): string {
  return `import { imported } from '${specifier}';\n\nexport const used = imported;\n`;
}

describe('lint keeps the server layers', () => {
  it.each([
    [
      'a service importing a route',
      'apps/server/src/services/problems/example.ts',
      '../../routes/problem/problem-routes.js',
      /import no routes, http, realtime or judging/,
    ],
    [
      'a service importing http',
      'apps/server/src/services/users/example.ts',
      '../../http/cookies.js',
      /import no routes, http, realtime or judging/,
    ],
    [
      'a service importing realtime',
      'apps/server/src/services/contests/example.ts',
      '../../realtime/socket.js',
      /import no routes, http, realtime or judging/,
    ],
    [
      'a service importing the judging layer',
      'apps/server/src/services/submissions/example.ts',
      '../../judging/judging-service.js',
      /import no routes, http, realtime or judging/,
    ],
    [
      'a service taking the whole app context',
      'apps/server/src/services/ai-tutor/example.ts',
      '../../context.js',
      /narrow dependencies type/,
    ],
    [
      'a migration importing a service',
      'apps/server/src/db/migrations/011-example.ts',
      '../../services/problems/slugs.js',
      /frozen copy/,
    ],
    [
      'the database importing judging',
      'apps/server/src/db/example.ts',
      '../judging/judging-service.js',
      /bottom layers/,
    ],
    ['config importing the app', 'apps/server/src/config/example.ts', '../app.js', /bottom layers/],
    ['a lib helper importing the app', 'apps/server/src/lib/example.ts', '../errors.js', /know nothing of the app/],
    [
      'a metrics module importing the database',
      'apps/server/src/metrics/example.ts',
      '../db/database.js',
      /know nothing of the app/,
    ],
  ])('refuses %s', async (_case, filePath, specifier, message) => {
    const messages = await restrictedImports(filePath, importing(specifier));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it('refuses a type-only import too', async () => {
    const code = "import type { AppContext } from '../../context.js';\n\nexport type Used = AppContext;\n";
    expect(await restrictedImports('apps/server/src/services/ai-tutor/example.ts', code)).toHaveLength(1);
  });

  it("refuses a service translating to the API's spelling, which routes do", async () => {
    const code =
      "import { toSubmissionView, type Submission } from '@codeyard/shared';\n\nexport const view = (submission: Submission) => toSubmissionView(submission);\n";
    const messages = await restrictedImports('apps/server/src/services/submissions/example.ts', code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/only routes translate/);
  });

  it.each([
    [
      'a service importing the database, config, errors, lib and another service',
      'apps/server/src/services/contests/example.ts',
      [
        '../../db/database.js',
        '../../config/env.js',
        '../../errors.js',
        '../../lib/gzip-segments.js',
        '../problems/problems.js',
        '@codeyard/shared',
      ],
    ],
    ['a migration importing only kysely', 'apps/server/src/db/migrations/011-example.ts', ['kysely']],
    ['the database importing config', 'apps/server/src/db/example.ts', ['../config/env.js']],
    [
      'a lib helper importing node and its neighbours',
      'apps/server/src/lib/example.ts',
      ['node:zlib', './gzip-segments.js'],
    ],
    ['a service importing metrics', 'apps/server/src/services/contests/example.ts', ['../../metrics/web-metrics.js']],
    ['judging importing metrics', 'apps/server/src/judging/example.ts', ['../metrics/judge-metrics.js']],
    [
      'a route importing services, http and the context',
      'apps/server/src/routes/ai/example.ts',
      ['../../services/ai-tutor/tutor.js', '../../http/access.js', '../../context.js'],
    ],
  ])('allows %s', async (_case, filePath, specifiers) => {
    const imports = specifiers.map((specifier, index) => `import { imported${index} } from '${specifier}';\n`).join('');
    const uses = specifiers.map((_specifier, index) => `imported${index}`).join(', ');
    const [result] = await eslint.lintText(`${imports}\nexport const used = [${uses}];\n`, {
      filePath: path.join(repositoryRoot, filePath),
    });
    // No message at all: the clean file is clean for every rule, not only for the layer rules.
    expect(result?.messages).toEqual([]);
  });
});

describe('lint keeps one clock in services and routes', () => {
  async function wallClockReads(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(repositoryRoot, filePath) });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-properties' || message.ruleId === 'no-restricted-syntax')
      .map((message) => message.message);
  }

  it.each([
    ['Date.now() in a service', 'apps/server/src/services/users/example.ts', 'export const at = Date.now();\n'],
    [
      'Date.now handed on as a clock in a route',
      'apps/server/src/routes/clics/example.ts',
      'export const clock = { now: Date.now };\n',
    ],
    ['new Date() in a route', 'apps/server/src/routes/user/example.ts', 'export const at = new Date();\n'],
    ['Date() in a service', 'apps/server/src/services/media/example.ts', 'export const at = Date();\n'],
    [
      'nowIso() without the clock in a service',
      'apps/server/src/services/drafts/example.ts',
      "import { nowIso } from '../ids.js';\n\nexport const at = nowIso();\n",
    ],
  ])('refuses %s', async (_case, filePath, code) => {
    const messages = await wallClockReads(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/reads the wall clock\. Take the time from the injected clock \(context\.clock\(\)/);
  });

  it.each([
    [
      'a service stamping the time it is given',
      'apps/server/src/services/drafts/example.ts',
      "import { nowIso } from '../ids.js';\n\nexport const stamp = (nowMs: number) => [nowIso(nowMs), new Date(nowMs).toISOString()];\n",
    ],
    [
      "a route reading the app's clock",
      'apps/server/src/routes/user/example.ts',
      "import type { AppContext } from '../../context.js';\n\nexport const at = (context: AppContext) => context.clock();\n",
    ],
    [
      'a cache in a service measuring elapsed real time',
      'apps/server/src/services/problems/example.ts',
      'export const fresh = (since: number) => performance.now() - since < 5000;\n',
    ],
    ['a test of a service', 'apps/server/src/services/users/example.test.ts', 'export const at = Date.now();\n'],
    [
      'the judging layer, outside services and routes',
      'apps/server/src/judging/example.ts',
      'export const at = Date.now();\n',
    ],
  ])('allows %s', async (_case, filePath, code) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(repositoryRoot, filePath) });
    expect(result?.messages).toEqual([]);
  });
});

describe('lint refuses import circles', () => {
  // The rule reads the imported files from disk: the two files of each circle are written to a
  // folder of their own under the layer they stand for, and removed after.
  it.each([
    ['two services importing each other', 'apps/server/src/services', 'ts', '.js'],
    ['two web components importing each other', 'apps/web/src/components', 'tsx', ''],
  ])('refuses %s', async (_case, parent, extension, suffix) => {
    const folder = fs.mkdtempSync(path.join(repositoryRoot, parent, 'circle-example-'));
    try {
      const first = path.join(folder, `first.${extension}`);
      const second = path.join(folder, `second.${extension}`);
      const code = (other: string, name: string) =>
        `import { ${other} } from './${other}${suffix}';\n\nexport const ${name} = () => ${other};\n`;
      fs.writeFileSync(first, code('second', 'first'));
      fs.writeFileSync(second, code('first', 'second'));
      const [result] = await eslint.lintText(code('second', 'first'), { filePath: first });
      expect(result?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);

      // One side importing only a type of the other is no circle at run time: allowed.
      fs.writeFileSync(
        second,
        `import type { first } from './first${suffix}';\n\nexport const second = (f: typeof first) => f;\n`,
      );
      const [typeOnly] = await eslint.lintText(code('second', 'first'), { filePath: first });
      expect(typeOnly?.messages).toEqual([]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
