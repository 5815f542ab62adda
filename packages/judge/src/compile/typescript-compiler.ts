import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TypescriptCompilerFiles } from '../languages/typescript.js';

/**
 * Copies tsc, the standard library's declarations beside it and Node's declarations into the
 * judge's cache, root-owned and world-readable, once per version: the sandbox user may not be
 * able to read node_modules, and the compiler it runs must not be files anyone else can change.
 * Answers the folder, which the compile step mounts read-only at /box/tools/typescript:
 *
 *   tsc, lib.d.ts, lib.es2023.d.ts, …
 *   node_modules/@types/node/…, node_modules/undici-types/…
 *
 * The folder's name carries the compiler's and the declarations' versions, and the compile cache
 * keys programs by it, so new declarations never reuse an old verdict.
 */
export async function ensureTypescriptCompiler(
  cacheDirectory: string,
  files: TypescriptCompilerFiles,
  version: string,
): Promise<string> {
  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        version,
        files.compiler,
        files.typePackages.map((entry) => [entry.name, entry.version, entry.directory]),
      ]),
    )
    .digest('hex')
    .slice(0, 16);
  const tools = path.join(cacheDirectory, 'tools');
  const installed = path.join(tools, `typescript-${hash}`);
  if (existsSync(installed)) return installed;
  await mkdir(tools, { recursive: true, mode: 0o755 });
  // removeStaleWork deletes a `build-` folder a judge that died here left behind.
  const partial = path.join(tools, `build-${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(partial, { mode: 0o755 });
    for (const entry of await readdir(files.compilerDirectory, { withFileTypes: true })) {
      if (entry.isFile() && (entry.name === path.basename(files.compiler) || entry.name.endsWith('.d.ts')))
        await copyFile(path.join(files.compilerDirectory, entry.name), path.join(partial, entry.name));
    }
    for (const entry of files.typePackages)
      await copyTree(entry.directory, path.join(partial, 'node_modules', ...entry.name.split('/')));
    await makeReadable(partial);
    await chmod(path.join(partial, path.basename(files.compiler)), 0o755);
    await rename(partial, installed);
  } catch (error) {
    // Another judge sharing the cache finished first: its copy is the same.
    const code = (error as NodeJS.ErrnoException).code;
    if (!existsSync(installed) || (code !== 'ENOTEMPTY' && code !== 'EEXIST')) throw error;
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  return installed;
}

/** Regular files and folders only: a link in a package is not followed. */
async function copyTree(source: string, target: string): Promise<void> {
  await mkdir(target, { recursive: true });
  for (const entry of await readdir(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) await copyTree(from, to);
    else if (entry.isFile()) await copyFile(from, to);
  }
}

/** Folders 0755 and files 0644, whatever the umask: the sandbox user reads them all. */
async function makeReadable(directory: string): Promise<void> {
  await chmod(directory, 0o755);
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const child = path.join(directory, entry.name);
    if (entry.isDirectory()) await makeReadable(child);
    else await chmod(child, 0o644);
  }
}
