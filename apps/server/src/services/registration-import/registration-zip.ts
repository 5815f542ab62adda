import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { importMessages, REGISTRATION_ZIP_MAX_MEGABYTES } from '@codeyard/shared';
import { AppError } from '../../errors.js';
import { extractArchive, type ArchiveLimits } from '../../problems/archive-extract.js';
import { PackageError } from '../../problems/package-error.js';

/** Largest registrations zip accepted, in bytes. */
export const REGISTRATION_ZIP_MAX_BYTES = REGISTRATION_ZIP_MAX_MEGABYTES * 1024 * 1024;

/**
 * The problem import's guards (real inflated bytes counted, entries leaving the folder and
 * symbolic links refused before anything is written), with limits sized for a few JSON or TSV files
 * (a contest package's other files may come along and are ignored).
 */
const REGISTRATION_ZIP_LIMITS: ArchiveLimits = {
  totalUncompressedBytes: 50 * 1024 * 1024,
  entries: 1000,
  entryBytes: 20 * 1024 * 1024,
};

/**
 * The texts of the files called `names` in a zip (at its top, or in its single top folder), by name;
 * 400 when the zip cannot be read safely or holds none of them.
 */
export async function filesInZip(archive: Buffer, names: readonly string[]): Promise<Map<string, string>> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'codeyard-registrations-'));
  try {
    const { root } = await extractArchive(archive, directory, REGISTRATION_ZIP_LIMITS).catch((error: unknown) => {
      if (!(error instanceof PackageError)) throw error;
      // A file system error (two entries of one name) names the scratch folder: the server's own path.
      const reason = error.message.split(`${directory}${path.sep}`).join('').split(directory).join('');
      throw new AppError('BAD_REQUEST', importMessages.zipInvalid(reason));
    });
    const files = new Map<string, string>();
    for (const name of names) {
      const text = await fs.readFile(path.join(root, name), 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
        throw error;
      });
      if (text !== null) files.set(name, text);
    }
    if (files.size === 0) throw new AppError('BAD_REQUEST', importMessages.zipEmpty(names));
    return files;
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}
