/**
 * LeetCode's stub of a function problem in each language, as the problem page opens it and the
 * admin form previews it: the class or function with the signature's parameters in the language's
 * own spelling and types, and, where the signature uses them, LeetCode's commented definitions of
 * ListNode and TreeNode. Browser-safe. One file per language; the judge's drivers
 * (packages/judge/src/functions/) call what the stub declares.
 */
import type { FunctionSignature } from '../function-problem.js';
import { cStub } from './c.js';
import { cppStub } from './cpp.js';
import { csharpStub } from './csharp.js';
import { goStub } from './go.js';
import { javaStub } from './java.js';
import { javascriptStub } from './javascript.js';
import { kotlinStub } from './kotlin.js';
import { pythonStub } from './python.js';
import { rubyStub } from './ruby.js';
import { rustStub } from './rust.js';
import { typescriptStub } from './typescript.js';

const STUBS: Record<string, (signature: FunctionSignature) => string | null> = {
  python: pythonStub,
  pypy: pythonStub,
  javascript: javascriptStub,
  typescript: typescriptStub,
  ruby: rubyStub,
  cpp: cppStub,
  go: goStub,
  rust: rustStub,
  c: cStub,
  java: javaStub,
  kotlin: kotlinStub,
  csharp: csharpStub,
};

/** The languages a function problem has a stub in (and so can be solved in). */
export function stubLanguages(): string[] {
  return Object.keys(STUBS);
}

/** The stub a function problem opens on in `language`, or null when the language has none. */
export function functionStub(language: string, signature: FunctionSignature): string | null {
  return STUBS[language]?.(signature) ?? null;
}
