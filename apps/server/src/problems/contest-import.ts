import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../db/database.js';
import { AppError } from '../errors.js';
import { createImportedContest } from '../services/contests/contest-import.js';
import type { Contest } from '../services/contests/contests.js';
import { verifyOrThrow, type ReferenceVerifier } from '../services/problems/admin-problems.js';
import { ARCHIVE_LIMITS, extractArchive, type ArchiveLimits } from './archive-extract.js';
import { readContestFiles } from './contest-package.js';
import { readContestProblems } from './contest-package-problems.js';
import { PackageError } from './package-error.js';

/**
 * `POST /problem/contest/import` (docs/contests.md, "Contest archives"): a CLICS contest package
 * zip becomes a contest with its problems. Everything is read and every problem's reference
 * solutions verified before anything is stored, and then stored in one transaction: one broken or
 * failing problem leaves the database as it was, and the error names the problem.
 */
export async function importContestArchive(
  dependencies: { database: DatabaseHandle; judging: ReferenceVerifier; nowMs: number },
  upload: {
    archive: Buffer;
    /** The uploaded file's name, which names the package in errors when its zip has no single folder. */
    fileName: string;
    /** The import form's start time, which replaces contest.yaml's. */
    startTime?: string;
    createdBy: string;
    limits?: ArchiveLimits;
  },
): Promise<Contest> {
  const workDirectory = await fs.mkdtemp(path.join(os.tmpdir(), 'codeyard-contest-import-'));
  let packageName = upload.fileName.replace(/\.zip$/i, '');
  try {
    const refuse = (error: unknown) => {
      throw error instanceof PackageError
        ? new AppError('BAD_REQUEST', `Invalid contest package "${packageName}": ${error.message}`)
        : error;
    };
    const extractTo = path.join(workDirectory, 'package');
    await fs.mkdir(extractTo);
    const extracted = await extractArchive(upload.archive, extractTo, upload.limits ?? ARCHIVE_LIMITS).catch(refuse);
    if (extracted.root !== extractTo) packageName = path.basename(extracted.root);
    const files = await readContestFiles(extracted.root, upload.startTime).catch(refuse);
    const problems = await readContestProblems(extracted.root, files.entries, {
      scratch: path.join(workDirectory, 'problems'),
      used: extracted.used,
      limits: upload.limits,
    }).catch(refuse);

    for (const { id, problem } of problems)
      await verifyOrThrow(dependencies.judging, problem).catch((error: unknown) => {
        if (error instanceof AppError)
          throw new AppError(error.code, `Problem "${id}": ${error.message}`, error.details);
        throw error;
      });

    return await createImportedContest(dependencies.database, {
      settings: files.settings,
      problems,
      createdBy: upload.createdBy,
      nowMs: dependencies.nowMs,
    });
  } finally {
    await fs.rm(workDirectory, { recursive: true, force: true });
  }
}
