import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** native/supervisor.c, found from both src/ (tests) and dist/ (built). */
export function supervisorSourcePath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '..', '..', 'native', 'supervisor.c');
}

/**
 * Compiles the supervisor once per source version into the cache. Static linking makes it start
 * without the dynamic loader and lets it run in any sandbox layout.
 */
export async function buildSupervisor(cacheDirectory: string, compiler = '/usr/bin/gcc'): Promise<string> {
  const source = await readFile(supervisorSourcePath());
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const directory = path.join(cacheDirectory, 'bin');
  const binary = path.join(directory, `supervisor-${hash}`);
  if (existsSync(binary)) return binary;

  await mkdir(directory, { recursive: true, mode: 0o755 });
  const temporary = `${binary}.${process.pid}.tmp`;
  const flags = ['-O2', '-Wall', '-o', temporary, supervisorSourcePath()];
  try {
    await execFileAsync(compiler, ['-static', ...flags]);
  } catch {
    // Some systems ship no static libc; a dynamic supervisor works as /usr is in every sandbox.
    await execFileAsync(compiler, flags);
  }
  await chmod(temporary, 0o755);
  await rename(temporary, binary);
  await rm(temporary, { force: true });
  return binary;
}
