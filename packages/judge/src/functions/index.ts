import type { FunctionSignature } from '@codeyard/shared/function-problem';
import { languageRow } from '@codeyard/shared/languages';
import type { Checker, FunctionRequest, LanguageId, ProgramSource } from '../types.js';
import { cFunctionDriver } from './c.js';
import { cppFunctionDriver } from './cpp.js';
import type { FunctionDriver } from './driver.js';
import { csharpFunctionDriver } from './csharp.js';
import { goFunctionDriver } from './go.js';
import { javaFunctionDriver } from './java.js';
import { javascriptFunctionDriver } from './javascript.js';
import { kotlinFunctionDriver } from './kotlin.js';
import { pypyFunctionDriver, pythonFunctionDriver } from './python.js';
import { rubyFunctionDriver } from './ruby.js';
import { rustFunctionDriver } from './rust.js';
import { typescriptFunctionDriver } from './typescript.js';

/** One driver per language that runs function problems. */
const drivers: FunctionDriver[] = [
  pythonFunctionDriver,
  pypyFunctionDriver,
  javascriptFunctionDriver,
  typescriptFunctionDriver,
  rubyFunctionDriver,
  cppFunctionDriver,
  goFunctionDriver,
  rustFunctionDriver,
  cFunctionDriver,
  javaFunctionDriver,
  kotlinFunctionDriver,
  csharpFunctionDriver,
];

/** The languages a function problem can be solved in on this judge's code (their toolchains permitting). */
export function functionLanguages(): LanguageId[] {
  return drivers.map((driver) => driver.language);
}

export function functionDriver(language: string): FunctionDriver | null {
  return drivers.find((driver) => driver.language === language) ?? null;
}

export type { FunctionDriver } from './driver.js';

/**
 * A request for a function problem as the judge runs it: the user's function inside its language's
 * driver, and (judging) the returned value compared as the signature says. Other requests as they are.
 */
export function asFunctionProgram<Request extends ProgramSource & FunctionRequest>(request: Request): Request {
  const signature = request.function;
  if (signature === undefined) return request;
  const driver = functionDriver(request.language);
  if (!driver)
    throw new FunctionLanguageError(`${languageRow(request.language).label} cannot be used for function problems yet`);
  const program = driver.program(signature, request.source);
  const checker: Checker = { kind: 'value', signature };
  return { ...request, ...program, ...('tests' in request ? { checker } : {}) };
}

/**
 * Why a function problem cannot be solved in `language` (no driver, or a signature its driver refuses,
 * as Rust refuses a list with a cycle), or null when it can.
 */
export function functionLanguageProblem(language: string, signature: FunctionSignature): string | null {
  try {
    asFunctionProgram({ language: language as LanguageId, source: '', function: signature });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A function problem asked of a language that has no driver. */
export class FunctionLanguageError extends Error {}
