import type { FunctionSignature } from '../function-problem.js';

/** One language's stubs: its file names the language, so the index needs no language's name. */
export type LanguageStub = {
  language: string;
  /** Null where the language cannot take the signature (Rust and a list with a cycle). */
  stub(signature: FunctionSignature): string | null;
};
