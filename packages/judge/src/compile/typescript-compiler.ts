import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Copies esbuild's binary into the judge's cache, root-owned and world-executable, once per
 * version: the sandbox user may not be able to read node_modules, and the compiler it runs must
 * not be a file anyone else can change.
 */
export async function ensureTypescriptCompiler(
  cacheDirectory: string,
  binary: string,
  version: string,
): Promise<string> {
  const hash = createHash('sha256')
    .update(JSON.stringify([version, binary]))
    .digest('hex')
    .slice(0, 16);
  const directory = path.join(cacheDirectory, 'tools', `esbuild-${hash}`);
  const installed = path.join(directory, 'esbuild');
  if (existsSync(installed)) return installed;
  await mkdir(directory, { recursive: true, mode: 0o755 });
  const partial = path.join(directory, `partial-${randomBytes(6).toString('hex')}`);
  try {
    await copyFile(binary, partial);
    await chmod(partial, 0o755);
    await rename(partial, installed);
  } finally {
    await rm(partial, { force: true });
  }
  return installed;
}
