import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database.js';
import { nowIso } from '../services/ids.js';
import { insertProblem, updateProblem } from '../services/problems/problems.js';
import { readCodeyardPackage } from './codeyard-package.js';

export type SeedReport = {
  created: number;
  updated: number;
  unchanged: number;
  deletedByAdmin: number;
  failed: { slug: string; error: string }[];
};

/**
 * Imports every package folder under `directory`. The folder a problem came from is remembered
 * (`seeded_packages`), not guessed from slugs: a new folder is created as a problem named by the
 * folder; a folder whose files changed since its last import updates its problem in place (ids,
 * submissions, solved marks and an admin's slug survive); an unchanged one is left alone, admin
 * edits included; and a problem an admin deleted stays deleted. A broken package is reported and
 * skipped; it does not stop the others.
 *
 * A folder whose files have the names, sizes and modification times they had at its last import
 * (`files_fingerprint`) is taken as unchanged without being read, as make and rsync do. Only a
 * change that keeps a file's size and restores its time would go unseen.
 */
export async function seedProblems(
  database: DatabaseHandle,
  directory: string,
  logger?: FastifyBaseLogger,
): Promise<SeedReport> {
  const report: SeedReport = { created: 0, updated: 0, unchanged: 0, deletedByAdmin: 0, failed: [] };
  // Seeding happens at start-up, before anything reads the app's clock: the time it ran, read once.
  const nowMs = Date.now();
  const entries = await fs.readdir(directory, { withFileTypes: true }).catch(() => []);
  const folders = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  // Read once for all folders: what each folder became (with that problem's slug now), and who holds which slug.
  const seeded = new Map(
    (
      await database
        .selectFrom('seeded_packages')
        .leftJoin('problems', 'problems.id', 'seeded_packages.problem_id')
        .select([
          'seeded_packages.folder',
          'seeded_packages.problem_id',
          'seeded_packages.source_hash',
          'seeded_packages.files_fingerprint',
          'problems.slug',
        ])
        .execute()
    ).map((row) => [row.folder, row]),
  );
  const titlesBySlug = new Map(
    (await database.selectFrom('problems').select(['slug', 'title']).where('slug', 'is not', null).execute()).map(
      (row) => [row.slug, row.title],
    ),
  );

  for (const folder of folders) {
    try {
      const record = seeded.get(folder);
      if (record?.problem_id === null) {
        report.deletedByAdmin += 1;
        continue;
      }
      const fingerprint = await filesFingerprint(path.join(directory, folder));
      if (record && record.files_fingerprint === fingerprint) {
        report.unchanged += 1;
        continue;
      }
      const problem = await readCodeyardPackage(path.join(directory, folder), folder);
      if (!record) {
        const holder = titlesBySlug.get(folder);
        if (holder !== undefined)
          throw new Error(
            `the slug "${folder}" belongs to the problem "${holder}", which was not made from this folder: rename the folder or that problem's slug`,
          );
        const problemId = await insertProblem(database, problem, nowMs);
        await database
          .insertInto('seeded_packages')
          .values({
            folder,
            problem_id: problemId,
            source_hash: problem.sourceHash ?? '',
            files_fingerprint: fingerprint,
            seeded_at: nowIso(nowMs),
          })
          .execute();
        report.created += 1;
      } else if (record.source_hash !== problem.sourceHash) {
        await updateProblem(database, record.problem_id, { ...problem, slug: record.slug }, nowMs);
        await database
          .updateTable('seeded_packages')
          .set({ source_hash: problem.sourceHash ?? '', files_fingerprint: fingerprint, seeded_at: nowIso(nowMs) })
          .where('folder', '=', folder)
          .execute();
        report.updated += 1;
      } else {
        // Same content, touched files (a fresh checkout): remember the new times so the next start skips the read.
        await database
          .updateTable('seeded_packages')
          .set({ files_fingerprint: fingerprint })
          .where('folder', '=', folder)
          .execute();
        report.unchanged += 1;
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      report.failed.push({ slug: folder, error: message });
      logger?.warn({ slug: folder, error: message }, 'problem package skipped');
    }
  }
  return report;
}

/** A hash of the path, size and modification time of every file under `folder`. */
async function filesFingerprint(folder: string): Promise<string> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const stats = await Promise.all(files.map((file) => fs.stat(file)));
  const hash = crypto.createHash('sha256');
  files.forEach((file, index) =>
    hash.update(`${path.relative(folder, file)}\0${stats[index]!.size}\0${Math.floor(stats[index]!.mtimeMs)}\n`),
  );
  return hash.digest('hex');
}
