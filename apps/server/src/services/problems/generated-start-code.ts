import { languageById } from '@codeyard/judge';
import {
  normalizeLanguage,
  programLanguage,
  solverLanguages,
  type CodeEntry,
  type SolverLanguage,
} from '@codeyard/shared';
import type { FunctionSignature } from '@codeyard/shared/function-problem';
import { functionStub } from '@codeyard/shared/function-stubs/index';

/**
 * The skeleton a language opens on when a problem brings no start code (Kattis and DOMjudge
 * packages have no place for it): its judge file's (Language.startCode), a complete stdin/stdout
 * program that prints nothing, so the editor opens on something that compiles and the statement
 * says what to do. An interactive problem's reads line by line and flushes after every line.
 */
export function startCodeSkeleton(language: SolverLanguage, options: { interactive: boolean }): string {
  const { startCode } = languageById(language);
  return options.interactive ? startCode.interactive : startCode.batch;
}

/**
 * Start code in every language the page may offer: the problem's own entries first, as stored (its
 * entries may spell a language 'C++' or 'cpp'), then each missing language in the picker's order,
 * a dialect with the code of the language whose programs it runs (PyPy with Python's) where the
 * problem has it, the others with the generated skeleton; so a language installed after a problem
 * was written still opens on something that compiles.
 */
export function completeStartCode(startCode: CodeEntry[], options: { interactive: boolean }): CodeEntry[] {
  const own = (language: SolverLanguage) =>
    startCode.find((entry) => normalizeLanguage(entry.language) === language)?.code;
  const missing = solverLanguages().filter((language) => own(language) === undefined);
  return [
    ...startCode,
    ...missing.map((language) => ({
      language,
      code: own(programLanguage(language)) ?? startCodeSkeleton(language, options),
    })),
  ];
}

/**
 * A function problem's start code: LeetCode's stub of its signature in every language that has
 * one, in the picker's order. A language without a stub is left out (it cannot be solved in yet).
 */
export function functionStartCode(signature: FunctionSignature): CodeEntry[] {
  return solverLanguages().flatMap((language) => {
    const code = functionStub(language, signature);
    return code === null ? [] : [{ language, code }];
  });
}
