import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { typescript, TYPESCRIPT_COMPILER, type TypescriptCompilerFiles } from '../languages/typescript.js';
import type { SandboxEnvironment } from '../sandbox/sandbox-factory.js';
import { CompileCache } from './compile-cache.js';
import { ensureTypescriptCompiler } from './typescript-compiler.js';

/** The compiler folder the sandbox mounts at /box/tools/typescript, built from stand-in packages. */
describe('ensureTypescriptCompiler', () => {
  let scratch: string;
  let cacheDirectory: string;

  beforeEach(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'codeyard-tsc-'));
    cacheDirectory = path.join(scratch, 'cache');
  });
  afterEach(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  /** A platform package's lib folder (tsc and its lib.*.d.ts), @types/node and undici-types. */
  async function standInFiles(nodeTypesVersion: string): Promise<TypescriptCompilerFiles> {
    const packages = path.join(scratch, 'node_modules');
    await rm(packages, { recursive: true, force: true });
    const compilerDirectory = path.join(packages, 'typescript-linux-x64', 'lib');
    await mkdir(compilerDirectory, { recursive: true });
    await writeFile(path.join(compilerDirectory, 'tsc'), '#!/bin/sh\n', { mode: 0o700 });
    await writeFile(path.join(compilerDirectory, 'tsc.sig'), 'signature');
    await writeFile(path.join(compilerDirectory, 'lib.es2023.d.ts'), 'interface Array<T> {}', { mode: 0o600 });
    const nodeTypes = path.join(packages, 'types-node');
    await mkdir(path.join(nodeTypes, 'fs'), { recursive: true });
    await writeFile(path.join(nodeTypes, 'index.d.ts'), `// ${nodeTypesVersion}`);
    await writeFile(path.join(nodeTypes, 'fs', 'promises.d.ts'), 'export {};');
    await symlink('/etc/passwd', path.join(nodeTypes, 'planted.d.ts'));
    const undiciTypes = path.join(packages, 'undici-types');
    await mkdir(undiciTypes, { recursive: true });
    await writeFile(path.join(undiciTypes, 'index.d.ts'), 'export {};');
    return {
      compiler: path.join(compilerDirectory, 'tsc'),
      compilerDirectory,
      typePackages: [
        { name: '@types/node', version: nodeTypesVersion, directory: nodeTypes },
        { name: 'undici-types', version: '6.21.0', directory: undiciTypes },
      ],
    };
  }

  it('lays out tsc with its declarations and node_modules, readable by the sandbox user, nothing else', async () => {
    const folder = await ensureTypescriptCompiler(cacheDirectory, await standInFiles('20.19.43'), 'Version 7.0.2');
    expect(path.dirname(folder)).toBe(path.join(cacheDirectory, 'tools'));
    expect(statSync(path.join(folder, 'tsc')).mode & 0o777).toBe(0o755);
    expect(statSync(path.join(folder, 'lib.es2023.d.ts')).mode & 0o777).toBe(0o644);
    expect(existsSync(path.join(folder, 'tsc.sig'))).toBe(false);
    expect(await readFile(path.join(folder, 'node_modules', '@types', 'node', 'index.d.ts'), 'utf8')).toBe(
      '// 20.19.43',
    );
    expect(existsSync(path.join(folder, 'node_modules', '@types', 'node', 'fs', 'promises.d.ts'))).toBe(true);
    expect(statSync(path.join(folder, 'node_modules', '@types')).mode & 0o777).toBe(0o755);
    expect(existsSync(path.join(folder, 'node_modules', 'undici-types', 'index.d.ts'))).toBe(true);
    // A link in a package is not followed into the folder the sandbox reads.
    expect(existsSync(path.join(folder, 'node_modules', '@types', 'node', 'planted.d.ts'))).toBe(false);
    // Prepared once: a second call answers the same folder.
    expect(await ensureTypescriptCompiler(cacheDirectory, await standInFiles('20.19.43'), 'Version 7.0.2')).toBe(
      folder,
    );
  });

  it('new declarations or a new tsc make a new folder, and the compile cache keys programs by it', async () => {
    const first = await ensureTypescriptCompiler(cacheDirectory, await standInFiles('20.19.43'), 'Version 7.0.2');
    const newTypes = await ensureTypescriptCompiler(cacheDirectory, await standInFiles('20.19.44'), 'Version 7.0.2');
    const newCompiler = await ensureTypescriptCompiler(cacheDirectory, await standInFiles('20.19.43'), 'Version 7.0.3');
    expect(new Set([first, newTypes, newCompiler]).size).toBe(3);

    const keyWith = (folder: string) =>
      new CompileCache({} as SandboxEnvironment, cacheDirectory, { typescript: 'Version 7.0.2' }, () => ({
        tools: { [TYPESCRIPT_COMPILER]: folder },
      })).key(typescript, 'console.log(1);\n');
    expect(keyWith(first)).toBe(keyWith(first));
    expect(keyWith(newTypes)).not.toBe(keyWith(first));
  });
});
