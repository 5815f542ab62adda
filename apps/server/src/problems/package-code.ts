import fs from 'node:fs/promises';
import path from 'node:path';
import { programFileLanguage } from '@codeyard/judge';
import {
  languageOfFile,
  languageRow,
  languageRows,
  normalizeLanguage,
  REQUIRED_PROBLEM_LANGUAGES,
  type CodeEntry,
  type SolverLanguage,
} from '@codeyard/shared';
import { completeStartCode } from '../services/problems/generated-start-code.js';

/**
 * The languages a Codeyard package (and its export) holds files of, in the create form's order
 * (its required languages, then the others as the picker lists them), so an exported problem reads
 * back as it was: every language of the table but a dialect, whose programs are another's (PyPy
 * runs Python's .py files, so a package's Python solutions are Python's, and its start code falls
 * back to Python's).
 */
export function packageLanguages(): SolverLanguage[] {
  const own = languageRows()
    .filter((row) => row.dialectOf === undefined)
    .map((row) => row.id as SolverLanguage);
  const required: readonly SolverLanguage[] = REQUIRED_PROBLEM_LANGUAGES;
  return [...required.filter((id) => own.includes(id)), ...own.filter((id) => !required.includes(id))];
}

/** The package language a code entry is in (spelled any way), or null: a dialect's or an unknown language's has no file. */
export function packageLanguageOf(language: string): SolverLanguage | null {
  const id = normalizeLanguage(language);
  return id && packageLanguages().includes(id) ? id : null;
}

/** A language's start code and accepted solution are start/<name> and submissions/accepted/<name>: main.cpp, Main.java, main.rs… */
export function packageFileName(language: SolverLanguage): string {
  return languageRow(language).sourceFileName;
}

/** Natural order, so 2.cpp comes before 10.cpp. */
const naturalCompare = new Intl.Collator('en', { numeric: true }).compare;

async function readOptional(file: string): Promise<string | null> {
  return fs.readFile(file, 'utf8').catch(() => null);
}

/**
 * One accepted solution per package language, in packageLanguages' order: the Codeyard name
 * (packageFileName) when present, else the first file of that language in natural order, as
 * outside packages name them freely (sol.cc, jury.py). A source its language's judge file refuses
 * (Python 2, by its shebang) and folders (several-file submissions) are not solutions the judge can run.
 */
export async function readReferenceCode(directory: string): Promise<CodeEntry[]> {
  const folder = path.join(directory, 'submissions', 'accepted');
  const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort(naturalCompare);
  const referenceCode: CodeEntry[] = [];
  for (const language of packageLanguages()) {
    const fileName = packageFileName(language);
    const candidates = [fileName, ...files.filter((name) => name !== fileName && languageOfFile(name) === language)];
    for (const name of candidates) {
      const code = await readOptional(path.join(folder, name));
      if (code === null || programFileLanguage(name, code).language !== language) continue;
      referenceCode.push({ language, code });
      break;
    }
  }
  return referenceCode;
}

/** start/main.cpp, start/Main.java, start/main.rs, …: what the package brings, in packageLanguages' order. */
export async function readStartCode(directory: string): Promise<CodeEntry[]> {
  const startCode: CodeEntry[] = [];
  for (const language of packageLanguages()) {
    const code = await readOptional(path.join(directory, 'start', packageFileName(language)));
    if (code !== null) startCode.push({ language, code });
  }
  return startCode;
}

/**
 * A reading skeleton for a package without start code, in the languages the problem form requires
 * and those the package has solutions in: what an admin editing it would work on. The page fills
 * in the other languages it offers when it is shown (completeStartCode), so they are not stored.
 */
export function generatedStartCode(options: { interactive: boolean; referenceCode: CodeEntry[] }): CodeEntry[] {
  const kept = new Set<string>([
    ...REQUIRED_PROBLEM_LANGUAGES,
    ...options.referenceCode.map((entry) => entry.language),
  ]);
  return completeStartCode([], options).filter((entry) => kept.has(entry.language));
}
