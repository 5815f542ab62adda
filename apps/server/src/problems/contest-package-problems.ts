import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProblemInput } from '../services/problems/problem-model.js';
import { slugify } from '../services/problems/slugs.js';
import { ARCHIVE_LIMITS, extractArchive, type ArchiveLimits, type ArchiveUsage } from './archive-extract.js';
import { readCodeyardPackage } from './codeyard-package.js';
import type { ContestPackageEntry } from './contest-package.js';
import { PackageError } from './package-error.js';

/**
 * The problems of a contest package, each a problem package our import reads
 * (docs/problem-format.md): a folder named by the problem's id, or a zip of one (`<id>.zip`, or the
 * Contest API's `problems/<id>/<file>.zip`). A problem that cannot be read refuses the whole
 * package, naming the problem.
 */

export type ContestPackageProblem = ContestPackageEntry & { problem: ProblemInput };

const problemError = (id: string, message: string) => new PackageError(`problem "${id}": ${message}`);

async function kindOf(file: string): Promise<'file' | 'directory' | null> {
  const stat = await fs.lstat(file).catch(() => null);
  if (stat?.isDirectory()) return 'directory';
  return stat?.isFile() ? 'file' : null;
}

/** The one zip in the Contest API's `problems/<id>/` folder, if it holds exactly one. */
async function onlyZipIn(directory: string): Promise<string | null> {
  const names = (await fs.readdir(directory).catch(() => [])).filter((name) => name.toLowerCase().endsWith('.zip'));
  return names.length === 1 ? path.join(directory, names[0]!) : null;
}

/** Where the problem's package is: a folder to read, or a zip to extract first. */
async function locate(root: string, id: string): Promise<{ folder: string } | { zip: string }> {
  const folder = path.join(root, id);
  if ((await kindOf(folder)) === 'directory') return { folder };
  const zip = path.join(root, `${id}.zip`);
  if ((await kindOf(zip)) === 'file') return { zip };
  const apiFolder = path.join(root, 'problems', id);
  if ((await kindOf(apiFolder)) === 'directory') {
    if ((await kindOf(path.join(apiFolder, 'problem.yaml'))) === 'file') return { folder: apiFolder };
    const apiZip = await onlyZipIn(apiFolder);
    if (apiZip) return { zip: apiZip };
  }
  throw problemError(id, `the package has no folder ${id}/ and no ${id}.zip`);
}

/**
 * Reads every problem of `entries`, extracting zipped ones under `scratch` within what is left of
 * the limits after the contest zip (`used`), so zips inside the zip cannot multiply them.
 */
export async function readContestProblems(
  root: string,
  entries: readonly ContestPackageEntry[],
  options: { scratch: string; used: ArchiveUsage; limits?: ArchiveLimits },
): Promise<ContestPackageProblem[]> {
  const limits = options.limits ?? ARCHIVE_LIMITS;
  let used = options.used;
  const slugs = new Map<string, string>();
  const problems: ContestPackageProblem[] = [];
  for (const entry of entries) {
    const slug = slugify(entry.id);
    const clash = slugs.get(slug);
    if (clash) throw problemError(entry.id, `its folder name makes the same problem slug as "${clash}"`);
    slugs.set(slug, entry.id);

    const place = await locate(root, entry.id);
    let folder: string;
    if ('zip' in place) {
      const destination = path.join(options.scratch, String(problems.length));
      await fs.mkdir(destination, { recursive: true });
      const extracted = await extractArchive(await fs.readFile(place.zip), destination, limits, used).catch(
        (error: unknown) => {
          throw error instanceof PackageError
            ? problemError(entry.id, `${path.basename(place.zip)}: ${error.message}`)
            : error;
        },
      );
      used = extracted.used;
      folder = extracted.root;
    } else folder = place.folder;

    const problem = await readCodeyardPackage(folder, null).catch((error: unknown) => {
      throw error instanceof PackageError ? problemError(entry.id, error.message) : error;
    });
    // The id is the problem's slug, as a problem package's folder name is: a re-import finds the same problem.
    problems.push({ ...entry, problem: { ...problem, slug, sourceHash: null } });
  }
  return problems;
}
