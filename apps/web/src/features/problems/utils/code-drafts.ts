import {
  normalizeLanguage,
  solverLanguages,
  type CodeDraft,
  type CodeEntry,
  type SolverLanguage,
} from '@codeyard/shared';

import { storage } from '../../../lib/storage';

const draftKey = (problemId: string, language: SolverLanguage) => `codeyard:draft:${problemId}:${language}`;
const languageKey = (problemId: string) => `codeyard:language:${problemId}`;

/** A draft with when it was written (ISO-8601), so this browser's copy and the server's can be compared. */
export type Draft = Pick<CodeDraft, 'code' | 'updatedAt'>;

/** The problem's start code for a language; entries may spell it 'C++' or 'cpp' (docs/product.md §4). */
export function startCodeFor(startCode: readonly CodeEntry[] | undefined, language: SolverLanguage): string {
  const entry = (startCode ?? []).find((candidate) => normalizeLanguage(candidate.language) === language);
  return entry?.code ?? '';
}

/** This browser's copy of the user's code for this problem and language, if any. */
export function loadDraft(problemId: string, language: SolverLanguage): Draft | null {
  const saved = storage.get(draftKey(problemId, language));
  if (saved === null) return null;
  try {
    const parsed = JSON.parse(saved) as Partial<Draft>;
    if (typeof parsed.code === 'string')
      return { code: parsed.code, updatedAt: typeof parsed.updatedAt === 'string' ? parsed.updatedAt : '' };
  } catch {
    // Drafts used to be stored as the bare code.
  }
  return { code: saved, updatedAt: '' };
}

export function saveDraft(
  problemId: string,
  language: SolverLanguage,
  code: string,
  updatedAt = new Date().toISOString(),
): void {
  storage.set(draftKey(problemId, language), JSON.stringify({ code, updatedAt } satisfies Draft));
}

export function clearDraft(problemId: string, language: SolverLanguage): void {
  storage.remove(draftKey(problemId, language));
}

/** The more recently written of two drafts (ISO-8601 text sorts by time); either may be missing. */
export function newerDraft(first: Draft | null | undefined, second: Draft | null | undefined): Draft | null {
  if (!first) return second ?? null;
  if (!second) return first;
  return second.updatedAt > first.updatedAt ? second : first;
}

/** The language a problem opens in before any was chosen: the picker's first (docs/product.md §4). */
export function defaultLanguage(): SolverLanguage {
  const [first] = solverLanguages();
  if (!first) throw new Error('The language table is empty');
  return first;
}

/** The language last used on this problem, so a reload reopens it. */
export function loadLanguage(problemId: string): SolverLanguage | null {
  const saved = storage.get(languageKey(problemId));
  const language = saved ? normalizeLanguage(saved) : null;
  return language && solverLanguages().includes(language) ? language : null;
}

export function saveLanguage(problemId: string, language: SolverLanguage): void {
  storage.set(languageKey(problemId), language);
}
