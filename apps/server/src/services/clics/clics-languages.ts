import type { SolverLanguage } from '@codeyard/shared';
import type { ClicsObject } from './clics-types.js';

/**
 * Every language a contestant may submit in (SOLVER_LANGUAGES), with the ids the CLICS Contest API
 * recommends where it names one (python3, csharp…) and DOMjudge's otherwise (pypy3, typescript).
 */
export const CLICS_LANGUAGES = [
  { id: 'c', language: 'c', name: 'C', extensions: ['c'] },
  { id: 'cpp', language: 'cpp', name: 'C++', extensions: ['cpp', 'cc', 'cxx'] },
  { id: 'csharp', language: 'csharp', name: 'C#', extensions: ['cs'] },
  { id: 'go', language: 'go', name: 'Go', extensions: ['go'] },
  { id: 'java', language: 'java', name: 'Java', extensions: ['java'] },
  { id: 'javascript', language: 'javascript', name: 'JavaScript', extensions: ['js'] },
  { id: 'kotlin', language: 'kotlin', name: 'Kotlin', extensions: ['kt'] },
  { id: 'pypy3', language: 'pypy', name: 'PyPy 3', extensions: ['py'] },
  { id: 'python3', language: 'python', name: 'Python 3', extensions: ['py'] },
  { id: 'ruby', language: 'ruby', name: 'Ruby', extensions: ['rb'] },
  { id: 'rust', language: 'rust', name: 'Rust', extensions: ['rs'] },
  { id: 'typescript', language: 'typescript', name: 'TypeScript', extensions: ['ts'] },
] as const satisfies readonly { id: string; language: SolverLanguage; name: string; extensions: readonly string[] }[];

export function clicsLanguageId(language: string): string {
  return CLICS_LANGUAGES.find((entry) => entry.language === language)?.id ?? language;
}

/** The languages collection: those the judge offers (solver ids); left out, every language. */
export function clicsLanguages(offeredLanguages?: readonly string[]): ClicsObject[] {
  return CLICS_LANGUAGES.filter(({ language }) => !offeredLanguages || offeredLanguages.includes(language)).map(
    ({ id, name, extensions }) => ({
      id,
      name,
      // No language here needs an entry point named: the final 2023-06 schema then forbids `entry_point_name`.
      entry_point_required: false,
      extensions: [...extensions],
    }),
  );
}
