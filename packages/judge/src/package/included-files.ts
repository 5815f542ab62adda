import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { packageLanguageCode as packageCodeOf } from '@codeyard/shared/languages';
import { sourceFileFor, type Language } from '../languages/language.js';
import { languageById } from '../languages/registry.js';
import type { LanguageId, ProgramSource } from '../types.js';
import { folderProgram, readFolderFiles, type FolderFiles } from './program-folder.js';

/** The folder of include/ that applies to every language a folder of its own does not name. */
export const DEFAULT_INCLUDE = 'default';

/**
 * A package's included files (2025-09 "Included files"): per folder of `include/` (`default`, or
 * a language's code in the format's table: `cpp`, `java`, `python3`…), its files by path.
 */
export type IncludedFiles = Record<string, FolderFiles>;

/** Reads `include/`, if the package has one: every folder in it with its files. */
export async function readIncludedFiles(packageRoot: string): Promise<IncludedFiles> {
  const root = path.join(packageRoot, 'include');
  if (!(await stat(root).catch(() => null))?.isDirectory()) return {};
  const included: IncludedFiles = {};
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    included[entry.name] = await readFolderFiles(packageRoot, path.join(root, entry.name));
  }
  return included;
}

/** The language's code in the format's language table (its row's packageCode), which names its include/ folder. */
export function packageLanguageCode(language: Pick<Language, 'id'>): string {
  return packageCodeOf(language.id);
}

/**
 * The files added to a submission in `language`: its own folder's (`include/cpp/`), which the
 * format says override the default, else `include/default/`'s.
 */
export function includedFor(included: IncludedFiles, language: Pick<Language, 'id'>): FolderFiles {
  return included[packageLanguageCode(language)] ?? included[DEFAULT_INCLUDE] ?? {};
}

/** What a one-file submission is named when an included file already has its language's name for it (a driver main.py). */
const SOLUTION_NAME = 'solution';

/**
 * A one-file submission (what the web sends) with a problem's included files for its language, as
 * the package reader makes a file in submissions/ of them: the folder the format describes, the
 * driver being where it starts. The file is named as its language names it (main.cpp, main.py,
 * Java's by its public class), or `solution` with that extension when an included file has that
 * name (the format names a Python driver main.py), which the driver then imports. Nothing included:
 * the plain source.
 */
export function withIncludedFiles(language: LanguageId, source: string, included: IncludedFiles): ProgramSource {
  const recipe = languageById(language);
  const files = includedFor(included, recipe);
  if (Object.keys(files).length === 0) return { language, source };
  const ownName = sourceFileFor(recipe, source);
  const name = ownName in files ? `${SOLUTION_NAME}${path.extname(ownName)}` : ownName;
  const read = folderProgram({ [name]: source }, 'the submission', () => files);
  // The language is the one asked for: PyPy runs the .py files that name Python.
  return 'program' in read ? { ...read.program, language } : { language, source, sourceName: name, files };
}
