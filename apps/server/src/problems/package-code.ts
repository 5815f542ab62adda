import fs from 'node:fs/promises';
import path from 'node:path';
import { languageForFile } from '@codeyard/judge';
import { REQUIRED_PROBLEM_LANGUAGES, type CodeEntry, type SolverLanguage } from '@codeyard/shared';
import { completeStartCode } from '../services/problems/generated-start-code.js';

/**
 * File names of start code and reference solutions in a Codeyard package (and its export), per
 * language: the create form's order, then the others by name. PyPy has none: it runs Python's .py files, so a package's
 * Python solutions are Python's, and its start code falls back to Python's (problem-view.ts).
 */
export const PACKAGE_FILE_NAMES = {
  cpp: 'main.cpp',
  java: 'Main.java',
  javascript: 'main.js',
  python: 'main.py',
  c: 'main.c',
  csharp: 'main.cs',
  go: 'main.go',
  kotlin: 'main.kt',
  ruby: 'main.rb',
  rust: 'main.rs',
  typescript: 'main.ts',
} as const satisfies Record<Exclude<SolverLanguage, 'pypy'>, string>;
type PackageLanguage = keyof typeof PACKAGE_FILE_NAMES;
const PACKAGE_LANGUAGES = Object.keys(PACKAGE_FILE_NAMES) as PackageLanguage[];

/** Natural order, so 2.cpp comes before 10.cpp. */
const naturalCompare = new Intl.Collator('en', { numeric: true }).compare;

async function readOptional(file: string): Promise<string | null> {
  return fs.readFile(file, 'utf8').catch(() => null);
}

/**
 * One accepted solution per language the problem page offers, in PACKAGE_FILE_NAMES' order: the
 * Codeyard name (main.cpp, Main.java, main.rs, …) when present, else the first file of that
 * language in natural order, as outside packages name them freely (sol.cc, jury.py). Python 2 (a
 * python2 shebang) and folders (several-file submissions) are not solutions the judge can run.
 */
export async function readReferenceCode(directory: string): Promise<CodeEntry[]> {
  const folder = path.join(directory, 'submissions', 'accepted');
  const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort(naturalCompare);
  const referenceCode: CodeEntry[] = [];
  for (const language of PACKAGE_LANGUAGES) {
    const candidates = [
      PACKAGE_FILE_NAMES[language],
      ...files.filter((name) => languageForFile(name)?.id === language && name !== PACKAGE_FILE_NAMES[language]),
    ];
    for (const name of candidates) {
      const code = await readOptional(path.join(folder, name));
      if (code === null || (language === 'python' && /^#!.*python2/.test(code))) continue;
      referenceCode.push({ language, code });
      break;
    }
  }
  return referenceCode;
}

/** start/main.cpp, start/Main.java, start/main.rs, …: what the package brings, in PACKAGE_FILE_NAMES' order. */
export async function readStartCode(directory: string): Promise<CodeEntry[]> {
  const startCode: CodeEntry[] = [];
  for (const language of PACKAGE_LANGUAGES) {
    const code = await readOptional(path.join(directory, 'start', PACKAGE_FILE_NAMES[language]));
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
