import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database.js';
import { insertProblem, updateProblem } from '../services/problems/problems.js';
import { readCodeyardPackage } from './codeyard-package.js';

export type SeedReport = { created: number; updated: number; unchanged: number; failed: { slug: string; error: string }[] };

/**
 * Imports every package folder under `directory`, keyed by folder name: new ones are created,
 * ones whose files changed since their last import are updated in place (ids, submissions and
 * solved marks survive), unchanged ones are left alone — including any admin edits made to them. A broken package is reported and skipped; it does not stop the others.
 */
export async function seedProblems(database: DatabaseHandle, directory: string, logger?: FastifyBaseLogger): Promise<SeedReport> {
  const report: SeedReport = { created: 0, updated: 0, unchanged: 0, failed: [] };
  const entries = await fs.readdir(directory, { withFileTypes: true }).catch(() => []);
  const slugs = entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => entry.name).sort();
  const existing = new Map(
    (await database.selectFrom('problems').select(['id', 'slug', 'source_hash']).where('slug', 'is not', null).execute()).map((row) => [row.slug, row]),
  );

  for (const slug of slugs) {
    try {
      const problem = await readCodeyardPackage(path.join(directory, slug), slug);
      const current = existing.get(slug);
      if (!current) {
        await insertProblem(database, problem);
        report.created += 1;
      } else if (current.source_hash !== problem.sourceHash) {
        await updateProblem(database, current.id, problem);
        report.updated += 1;
      } else {
        report.unchanged += 1;
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      report.failed.push({ slug, error: message });
      logger?.warn({ slug, error: message }, 'problem package skipped');
    }
  }
  return report;
}
