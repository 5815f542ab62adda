import fs from 'node:fs/promises';
import path from 'node:path';
import { languageById, sourceFileFor, type Checker } from '@codeyard/judge';
import yauzl from 'yauzl';
import yazl from 'yazl';
import YAML from 'yaml';
import { AppError } from '../errors.js';
import type { Problem } from '../services/problems/problem-model.js';
import { slugify } from '../services/problems/slugs.js';
import { scoringPackageLayout } from './package-scoring.js';
import { packageFileName, packageLanguageOf } from './codeyard-package.js';

/** Limits that keep a hostile archive (zip bomb, thousands of entries) from exhausting the server. */
export const ARCHIVE_LIMITS = {
  /** bytes of all files once extracted */
  totalUncompressedBytes: 200 * 1024 * 1024,
  entries: 5000,
  /** bytes of one file once extracted */
  entryBytes: 64 * 1024 * 1024,
};

const invalid = (message: string) => new AppError('BAD_REQUEST', `Invalid problem package: ${message}`);

/**
 * Extracts a zip into `destination`, refusing (before writing anything outside it) entries that
 * escape it, symlinks, and archives whose real extracted size exceeds the limits. Answers the
 * package root: the destination, or its single top-level folder.
 */
export async function extractPackageArchive(
  archive: Buffer,
  destination: string,
  limits: typeof ARCHIVE_LIMITS = ARCHIVE_LIMITS,
): Promise<string> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      archive,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true },
      (error, opened) => (error || !opened ? reject(invalid('not a readable zip archive')) : resolve(opened)),
    ),
  );
  let totalBytes = 0;
  let entries = 0;
  const root = path.resolve(destination);

  await new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      zip.close();
      reject(error instanceof AppError ? error : invalid(error.message));
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      entries += 1;
      if (entries > limits.entries) return fail(invalid(`more than ${limits.entries} files`));
      const target = path.resolve(root, entry.fileName);
      if (!target.startsWith(root + path.sep))
        return fail(invalid(`entry "${entry.fileName}" points outside the package`));
      const mode = (entry.externalFileAttributes >>> 16) & 0o170000;
      if (mode === 0o120000) return fail(invalid(`entry "${entry.fileName}" is a symbolic link`));
      if (entry.fileName.endsWith('/')) {
        void fs.mkdir(target, { recursive: true }).then(() => zip.readEntry(), fail);
        return;
      }
      if (entry.uncompressedSize > limits.entryBytes)
        return fail(invalid(`"${entry.fileName}" is larger than ${limits.entryBytes / 1024 / 1024} MB`));
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
            fail(invalid(`it extracts to more than ${limits.totalUncompressedBytes / 1024 / 1024} MB`));
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
  if (top.length === 1 && top[0]?.isDirectory()) return path.join(root, top[0].name);
  return root;
}

function yamlText(value: unknown): string {
  return YAML.stringify(value, { lineWidth: 0 });
}

/** The legacy `validation` key: the problem types ride on it as words after `custom`. */
function validationOf(checker: Checker): string {
  if (checker.kind !== 'custom' && checker.kind !== 'interactive') return 'default';
  const words = ['custom'];
  if (checker.kind === 'interactive') words.push('interactive');
  if ((checker.passes ?? 1) > 1) words.push('multi-pass');
  return words.join(' ');
}

/** The problem as a Kattis-layout package (plus codeyard.yaml), zipped under one folder named by its slug. */
export async function createPackageArchive(problem: Problem): Promise<{ fileName: string; archive: Buffer }> {
  const slug = problem.slug ?? slugify(problem.title);
  const zip = new yazl.ZipFile();
  const add = (name: string, content: string) => zip.addBuffer(Buffer.from(content), `${slug}/${name}`);
  const checker = problem.checker;
  const passes = checker.kind === 'custom' || checker.kind === 'interactive' ? (checker.passes ?? 1) : 1;
  const flags: string[] = [];
  if (checker.kind === 'tokens') {
    if (checker.caseSensitive) flags.push('case_sensitive');
    if (checker.spaceChangeSensitive) flags.push('space_change_sensitive');
    if (checker.floatAbsoluteTolerance !== undefined)
      flags.push(`float_absolute_tolerance ${checker.floatAbsoluteTolerance}`);
    if (checker.floatRelativeTolerance !== undefined)
      flags.push(`float_relative_tolerance ${checker.floatRelativeTolerance}`);
  }
  add(
    'problem.yaml',
    yamlText({
      name: problem.title,
      limits: {
        time_limit: problem.timeLimitMs / 1000,
        memory: problem.memoryLimitMb,
        ...(passes > 1 ? { validation_passes: passes } : {}),
      },
      validation: validationOf(checker),
      ...(flags.length > 0 ? { validator_flags: flags.join(' ') } : {}),
      // Legacy packages say a scored problem with type; its groups are the testdata.yaml files below.
      ...(problem.scoring ? { type: 'scoring' } : {}),
    }),
  );
  if (checker.kind === 'custom' || checker.kind === 'interactive') {
    // An imported output validator goes back where the legacy format keeps one, so it survives a round trip.
    add(`output_validators/validator/${sourceFileFor(languageById(checker.language), checker.source)}`, checker.source);
    for (const [name, content] of Object.entries(checker.files ?? {}))
      add(`output_validators/validator/${name}`, content);
  }
  add(
    'codeyard.yaml',
    yamlText({
      difficulty: problem.difficulty,
      tags: problem.tags,
      ...(checker.kind === 'lines' || checker.kind === 'exact' ? { checker: checker.kind } : {}),
      explanations: Object.fromEntries(
        problem.visibleTests.map((test, index) => [String(index + 1), test.explanation ?? '']),
      ),
    }),
  );
  add('statement/problem.en.md', `${problem.description}\n`);
  problem.visibleTests.forEach((test, index) => {
    add(`data/sample/${index + 1}.in`, test.input);
    add(`data/sample/${index + 1}.ans`, test.output);
  });
  const width = String(problem.hiddenTests.length).length;
  const scoring = problem.scoring ? scoringPackageLayout(problem.scoring) : null;
  for (const file of scoring?.settingsFiles ?? []) add(file.path, yamlText(file.settings));
  problem.hiddenTests.forEach((test, index) => {
    const name = scoring?.testPaths.get(index) ?? `secret/${String(index + 1).padStart(Math.max(2, width), '0')}`;
    add(`data/${name}.in`, test.input);
    add(`data/${name}.ans`, test.output);
  });
  for (const entry of problem.startCode) {
    const language = packageLanguageOf(entry.language);
    if (language) add(`start/${packageFileName(language)}`, entry.code);
  }
  for (const entry of problem.referenceCode) {
    // The judge's name for it (Java's public class), which is a package language's file name.
    const language = packageLanguageOf(entry.language);
    if (language) add(`submissions/accepted/${sourceFileFor(languageById(language), entry.code)}`, entry.code);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return { fileName: `${slug}.zip`, archive: Buffer.concat(chunks) };
}
