import fs from 'node:fs/promises';
import path from 'node:path';
import yauzl from 'yauzl';
import { PackageError } from './package-error.js';

/** Limits that keep a hostile archive (zip bomb, thousands of entries) from exhausting the server. */
export const ARCHIVE_LIMITS = {
  /** bytes of all files once extracted */
  totalUncompressedBytes: 200 * 1024 * 1024,
  entries: 5000,
  /** bytes of one file once extracted */
  entryBytes: 64 * 1024 * 1024,
};
export type ArchiveLimits = typeof ARCHIVE_LIMITS;

/** Bytes and entries extracted so far: an archive inside an archive shares its limits. */
export type ArchiveUsage = { bytes: number; entries: number };

/** What an extraction wrote: the package root, and the usage of the limits up to and including it. */
export type ExtractedArchive = { root: string; used: ArchiveUsage };

/**
 * Extracts a zip into `destination`, refusing (before writing anything outside it) entries that
 * escape it, symlinks, and archives whose real extracted size exceeds the limits (counted on from
 * `alreadyUsed`, for an archive found inside another). Answers the package root (the destination,
 * or its single top-level folder) and the usage; a refusal is a PackageError saying why.
 */
export async function extractArchive(
  archive: Buffer,
  destination: string,
  limits: ArchiveLimits = ARCHIVE_LIMITS,
  alreadyUsed: ArchiveUsage = { bytes: 0, entries: 0 },
): Promise<ExtractedArchive> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      archive,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true },
      (error, opened) => (error || !opened ? reject(new PackageError('not a readable zip archive')) : resolve(opened)),
    ),
  );
  let totalBytes = alreadyUsed.bytes;
  let entries = alreadyUsed.entries;
  const root = path.resolve(destination);
  const refuse = (message: string) => new PackageError(message);

  await new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      zip.close();
      reject(error instanceof PackageError ? error : refuse(error.message));
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      entries += 1;
      if (entries > limits.entries) return fail(refuse(`more than ${limits.entries} files`));
      const target = path.resolve(root, entry.fileName);
      if (!target.startsWith(root + path.sep))
        return fail(refuse(`entry "${entry.fileName}" points outside the package`));
      const mode = (entry.externalFileAttributes >>> 16) & 0o170000;
      if (mode === 0o120000) return fail(refuse(`entry "${entry.fileName}" is a symbolic link`));
      if (entry.fileName.endsWith('/')) {
        void fs.mkdir(target, { recursive: true }).then(() => zip.readEntry(), fail);
        return;
      }
      if (entry.uncompressedSize > limits.entryBytes)
        return fail(refuse(`"${entry.fileName}" is larger than ${limits.entryBytes / 1024 / 1024} MB`));
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return fail(error ?? new Error('unreadable entry'));
        const chunks: Buffer[] = [];
        let entryBytes = 0;
        stream.on('data', (chunk: Buffer) => {
          entryBytes += chunk.length;
          totalBytes += chunk.length;
          // Counted from the bytes actually inflated, not from the sizes the archive claims.
          if (entryBytes > limits.entryBytes || totalBytes > limits.totalUncompressedBytes) {
            stream.destroy();
            fail(refuse(`it extracts to more than ${limits.totalUncompressedBytes / 1024 / 1024} MB`));
            return;
          }
          chunks.push(chunk);
        });
        stream.on('error', fail);
        stream.on('end', () => {
          void fs
            .mkdir(path.dirname(target), { recursive: true })
            .then(() => fs.writeFile(target, Buffer.concat(chunks), { flag: 'wx' }))
            .then(() => zip.readEntry(), fail);
        });
      });
    });
    zip.readEntry();
  });

  const top = await fs.readdir(root, { withFileTypes: true });
  const packageRoot = top.length === 1 && top[0]?.isDirectory() ? path.join(root, top[0].name) : root;
  return { root: packageRoot, used: { bytes: totalBytes, entries } };
}
