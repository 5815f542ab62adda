import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_DIRECTORY, type PrepareContext } from '../languages/language.js';
import { startSandbox } from '../sandbox/sandbox-factory.js';

/**
 * `#include <bits/stdc++.h>` costs about a second of every C++ compile; a precompiled header cuts
 * that to a fraction. GCC looks for bits/stdc++.h.gch in each include directory before the header
 * itself, so the directory holding it is put first on the include path. Beside it sits a stand-in
 * header that forwards to the real one (#include_next), used only if the .gch is ever unusable.
 */
export async function ensurePrecompiledHeader(
  { environment, cacheDirectory, version }: PrepareContext,
  /** g++'s flags for programs (a header built with other flags would not be used). */
  flags: string[],
): Promise<string> {
  const hash = createHash('sha256')
    .update(JSON.stringify([version, flags]))
    .digest('hex')
    .slice(0, 16);
  const directory = path.join(cacheDirectory, 'pch', hash);
  if (existsSync(path.join(directory, 'bits', 'stdc++.h.gch'))) return directory;

  const work = path.join(cacheDirectory, 'pch', `build-${randomBytes(6).toString('hex')}`);
  await mkdir(path.join(work, 'bits'), { recursive: true, mode: 0o755 });
  try {
    await writeFile(path.join(work, 'bits', 'stdc++.h'), '#include_next <bits/stdc++.h>\n');
    if (environment.uid !== null) {
      await chown(work, environment.uid, environment.gid ?? environment.uid);
      await chown(path.join(work, 'bits'), environment.uid, environment.gid ?? environment.uid);
    }
    const sandbox = await startSandbox(environment, {
      mounts: [{ source: work, target: BUILD_DIRECTORY, writable: true }],
      argv: ['/usr/bin/g++', ...flags, '-x', 'c++-header', 'bits/stdc++.h', '-o', 'bits/stdc++.h.gch'],
      environment: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' },
      workingDirectory: BUILD_DIRECTORY,
      memoryBytes: 1024 << 20,
      processes: 64,
    });
    const outcome = await sandbox
      .run({
        stdin: '',
        limits: {
          cpuMs: 120_000,
          wallMs: 240_000,
          addressSpaceKb: 0,
          fileSizeBytes: 512 << 20,
          stackKb: 65536,
          processes: 64,
          openFiles: 256,
        },
      })
      .finally(() => sandbox.close());
    if (outcome.kind !== 'exited' || outcome.exitCode !== 0) {
      throw new Error(
        `precompiled header failed (${outcome.kind} ${outcome.exitCode ?? outcome.signal}): ${outcome.stderr.toString('utf8')}`,
      );
    }
    const rootUid = process.getuid?.() ?? 0;
    const rootGid = process.getgid?.() ?? 0;
    for (const entry of [work, path.join(work, 'bits'), path.join(work, 'bits', 'stdc++.h.gch')]) {
      if (environment.uid !== null) await chown(entry, rootUid, rootGid);
    }
    await chmod(path.join(work, 'bits', 'stdc++.h.gch'), 0o644);
    await chmod(path.join(work, 'bits'), 0o755);
    await chmod(work, 0o755);
    await rename(work, directory).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
    return directory;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
