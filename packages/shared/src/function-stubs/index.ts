/**
 * LeetCode's stub of a function problem in each language, as the problem page opens it and the
 * admin form previews it: the class or function with the signature's parameters in the language's
 * own spelling and types, and, where the signature uses them, LeetCode's commented definitions of
 * ListNode and TreeNode. Browser-safe. One file per language; the judge's drivers
 * (packages/judge/src/functions/) call what the stub declares.
 */
import type { FunctionSignature } from '../function-problem.js';
import { cStubs } from './c.js';
import { cppStubs } from './cpp.js';
import { csharpStubs } from './csharp.js';
import { goStubs } from './go.js';
import { javaStubs } from './java.js';
import { javascriptStubs } from './javascript.js';
import { kotlinStubs } from './kotlin.js';
import { pypyStubs, pythonStubs } from './python.js';
import { rubyStubs } from './ruby.js';
import { rustStubs } from './rust.js';
import type { LanguageStub } from './stub.js';
import { typescriptStubs } from './typescript.js';

/** Every language's stubs; each file names its language (the language table's id). */
const STUBS: readonly LanguageStub[] = [
  pythonStubs,
  pypyStubs,
  javascriptStubs,
  typescriptStubs,
  rubyStubs,
  cppStubs,
  goStubs,
  rustStubs,
  cStubs,
  javaStubs,
  kotlinStubs,
  csharpStubs,
];

/** The languages a function problem has a stub in (and so can be solved in). */
export function stubLanguages(): string[] {
  return STUBS.map((entry) => entry.language);
}

/** The stub a function problem opens on in `language`, or null when the language has none. */
export function functionStub(language: string, signature: FunctionSignature): string | null {
  return STUBS.find((entry) => entry.language === language)?.stub(signature) ?? null;
}
