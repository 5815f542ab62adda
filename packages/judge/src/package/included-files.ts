import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../languages/language.js';
import { readFolderFiles, type FolderFiles } from './program-folder.js';

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

/** The language's code in the format's language table, which names its include/ folder. */
export function packageLanguageCode(language: Pick<Language, 'id' | 'packageCode'>): string {
  return language.packageCode ?? language.id;
}

/**
 * The files added to a submission in `language`: its own folder's (`include/cpp/`), which the
 * format says override the default, else `include/default/`'s.
 */
export function includedFor(included: IncludedFiles, language: Pick<Language, 'id' | 'packageCode'>): FolderFiles {
  return included[packageLanguageCode(language)] ?? included[DEFAULT_INCLUDE] ?? {};
}
