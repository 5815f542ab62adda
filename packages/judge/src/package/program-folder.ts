import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_SCRIPT, RUN_SCRIPT } from '../languages/build-run.js';
import { sourceFileFor, type Language } from '../languages/language.js';
import { languageForFile } from '../languages/registry.js';
import { BUILD_RUN, type ProgramSource } from '../types.js';
import { naturalCompare } from './natural-order.js';
import { checkedPackageFile } from './package-links.js';

/** A program folder's files: path relative to the folder → content. */
export type FolderFiles = Record<string, string>;

/** What a folder makes: a program the judge can build, or why not (named for the report). */
export type FolderProgram = { program: ProgramSource } | { unsupported: string };

/** Names the format has the judge ignore: auxiliary files such as .gitignore, .git/ (2025-09, "General requirements"). */
function ignored(name: string): boolean {
  return name.startsWith('.') || name.startsWith('-');
}

/**
 * Every file of a program folder (recursively, in natural order) by its path in the folder,
 * leaving out what the format ignores. A link must stay inside the package.
 */
export async function readFolderFiles(packageRoot: string, folder: string): Promise<FolderFiles> {
  const files: FolderFiles = {};
  const walk = async (directory: string): Promise<void> => {
    const entries = (await readdir(directory, { withFileTypes: true })).sort((left, right) =>
      naturalCompare(left.name, right.name),
    );
    for (const entry of entries) {
      if (ignored(entry.name)) continue;
      const child = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        await walk(child);
        continue;
      }
      await checkedPackageFile(packageRoot, child);
      files[path.relative(folder, child)] = await readFile(child, 'utf8');
    }
  };
  await walk(folder);
  return files;
}

/** The code that marks a file as where a program starts, when its name does not say and its language has no rule of its own. */
const MAIN_FUNCTION = /\bmain\s*\(/i;

/**
 * The main file of a folder in `language`: a Python package's `__main__.py` (the format's form for
 * a validator), else the file named main (main.py, Main.java, main.cc: the format's default entry
 * points), else its only source, else the one source that declares where it starts (a main function,
 * Python's `if __name__ == "__main__"`). Null when that leaves it open.
 */
function mainFile(language: Language, files: FolderFiles): string | null {
  const sources = Object.keys(files)
    .filter((name) => languageForFile(name)?.id === language.id)
    .sort(naturalCompare);
  const topLevel = sources.filter((name) => !name.includes('/'));
  const stem = (name: string) => name.slice(0, name.length - path.extname(name).length).toLowerCase();
  const packageMain = language.mainFile?.packageMain;
  if (packageMain !== undefined && topLevel.includes(packageMain)) return packageMain;
  const named = topLevel.find((name) => stem(name) === 'main');
  if (named) return named;
  if (sources.length === 1) return sources[0]!;
  const declaration = language.mainFile?.declaration ?? MAIN_FUNCTION;
  const declaring = sources.filter((name) => declaration.test(files[name]!));
  return declaring.length === 1 ? declaring[0]! : null;
}

/** The languages a folder's files are in, by extension (headers and data files are in none). */
function languagesOf(files: FolderFiles): Language[] {
  const found = new Map<string, Language>();
  for (const name of Object.keys(files)) {
    const language = languageForFile(name);
    if (language) found.set(language.id, language);
  }
  return [...found.values()];
}

/**
 * The program a folder's files make, as the 2025-09 format says ("Programs"): with a `build` or
 * `run` script it is built and started by them; otherwise its language is the one its files'
 * extensions name (one, or it cannot be built) and every file of it is compiled together, the main
 * one being where it starts. `included` gives the files a package adds to a program of a language
 * (include/, for submissions): they are laid over the folder's, replacing a file of the same name.
 * `label` names the folder in the reasons.
 */
export function folderProgram(
  files: FolderFiles,
  label: string,
  included: (language: Language) => FolderFiles = () => ({}),
): FolderProgram {
  const script = [BUILD_SCRIPT, RUN_SCRIPT].find((name) => name in files);
  if (script) {
    const { [script]: source, ...rest } = files;
    return { program: { language: BUILD_RUN, source: source!, sourceName: script, files: rest } };
  }
  const languages = languagesOf(files);
  if (languages.length === 0) {
    const extensions = [...new Set(Object.keys(files).map((name) => path.extname(name) || name))];
    return { unsupported: `${label} has no source file in a language the judge runs (${extensions.join(', ')})` };
  }
  if (languages.length > 1) {
    const names = languages
      .map((language) => language.id)
      .sort()
      .join(', ');
    return { unsupported: `${label} holds sources in several languages (${names}); a program is in one` };
  }
  const language = languages[0]!;
  const all = { ...files, ...included(language) };
  const main = mainFile(language, all);
  if (main === null) {
    const example = sourceFileFor(language, '');
    return {
      unsupported: `${label}: cannot tell which of its ${language.name} files is the main one (name it ${example})`,
    };
  }
  const unsupported = language.unsupportedSource?.(all[main]!);
  if (unsupported !== undefined) return { unsupported };
  const { [main]: source, ...rest } = all;
  return { program: { language: language.id, source: source!, sourceName: main, files: rest } };
}
