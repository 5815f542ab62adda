import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web app's boundaries are enforced by lint (eslint.config.js, "Web boundaries"): a feature
 * is used only through its index.ts, and shared code imports no feature. These cases lint made-up
 * files with the repository's own configuration, so a rule that stops matching fails here. (In the
 * server project because the web project's tests run in jsdom, without Node's types.)
 */
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repositoryRoot });

async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repositoryRoot, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const importing = (specifier: string) => `import { imported } from '${specifier}';\n\nexport const used = imported;\n`;
const lazyImporting = (specifier: string) => `export const load = () => import('${specifier}');\n`;

describe('lint keeps the web features apart', () => {
  it.each([
    [
      "a feature importing another's hook",
      'apps/web/src/features/editorial/components/example.tsx',
      '../../auth/hooks/use-auth',
    ],
    [
      "a feature importing another's component from its top folder",
      'apps/web/src/features/dashboard/example.ts',
      '../problems/components/problem-list',
    ],
    [
      'a route importing a feature file',
      'apps/web/src/app/routes/example.tsx',
      '../../features/problems/components/problem-page',
    ],
    ['main.tsx importing a feature file', 'apps/web/src/example.tsx', './features/auth/api/check-session'],
    ['a test helper importing a feature file', 'apps/web/src/testing/example.tsx', '../features/auth/hooks/use-auth'],
  ])('refuses %s', async (_case, filePath, specifier) => {
    const messages = await boundaryMessages(filePath, importing(specifier));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/only through its public entry \(features\/<name>\/index\.ts\)/);
  });

  it("refuses a lazy import of another feature's file (which would also put that feature in the importer's chunk plan)", async () => {
    const messages = await boundaryMessages(
      'apps/web/src/features/problems/components/example.tsx',
      lazyImporting('../../editorial/components/editorial-tab'),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/public entry/);
  });

  it.each([
    ['a component', 'apps/web/src/components/ui/example.tsx', '../../features/auth'],
    ['a lib module', 'apps/web/src/lib/example.ts', '../features/problems/api/get-problem'],
    ['config', 'apps/web/src/config/example.ts', '../features/contests'],
  ])('refuses %s importing a feature, even through its index', async (_case, filePath, specifier) => {
    const messages = await boundaryMessages(filePath, importing(specifier));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/imports no feature/);
  });

  it('refuses a bare import of a source file, which the build would drop', async () => {
    const messages = await boundaryMessages(
      'apps/web/src/features/problems/components/example.tsx',
      "import '../lib/setup';\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/sideEffects/);
  });

  it.each([
    [
      'a feature importing another through its index, and its own files',
      'apps/web/src/features/editorial/components/example.tsx',
      ['../../auth', '../api/get-video-status', '../../../components/ui/spinner', '@codeyard/shared'],
    ],
    [
      'a route importing features through their indexes',
      'apps/web/src/app/routes/example.tsx',
      ['../../features/problems', '../../features/auth/index', '../../config/paths'],
    ],
    ['a component importing lib', 'apps/web/src/components/ui/example.tsx', ['../../lib/api-client']],
  ])('allows %s', async (_case, filePath, specifiers) => {
    const imports = specifiers.map((specifier, index) => `import { imported${index} } from '${specifier}';\n`).join('');
    const uses = specifiers.map((_specifier, index) => `imported${index}`).join(', ');
    const [result] = await eslint.lintText(`${imports}\nexport const used = [${uses}];\n`, {
      filePath: path.join(repositoryRoot, filePath),
    });
    expect(result?.messages).toEqual([]);
  });

  it("allows a feature's own lazy import and a stylesheet", async () => {
    const code = `import 'katex/dist/katex.min.css';\nimport './example.css';\n\n${lazyImporting('./code-editor')}`;
    expect(await boundaryMessages('apps/web/src/features/problems/components/example.tsx', code)).toEqual([]);
  });
});
