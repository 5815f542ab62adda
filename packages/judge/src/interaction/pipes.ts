import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * The two named pipes of one interactive submission, in a folder of their own that is mounted
 * into the submission's sandbox and the interactor's (and nowhere else), where each sandbox's init
 * opens them and then hides the folder from its program. Node cannot make named pipes, so the
 * supervisor binary does (`supervisor fifo DIRECTORY`).
 */
export async function createPipes(
  supervisorPath: string,
  cacheDirectory: string,
): Promise<{ directory: string; remove(): Promise<void> }> {
  const parent = path.join(cacheDirectory, 'pipes');
  await mkdir(parent, { recursive: true, mode: 0o711 });
  const directory = path.join(parent, `${process.pid}-${randomUUID()}`);
  await mkdir(directory, { mode: 0o755 });
  try {
    await execFileAsync(supervisorPath, ['fifo', directory]);
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw new Error(`cannot create the pipes of an interactive run: ${(error as Error).message}`);
  }
  return { directory, remove: () => rm(directory, { recursive: true, force: true }) };
}
