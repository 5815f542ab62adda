import { normalizeLanguage, SOLVER_LANGUAGES, type SolverLanguage, type StartCode } from '@codeyard/shared';

import { storage } from '../../../lib/storage';

const draftKey = (problemId: string, language: SolverLanguage) => `codeyard:draft:${problemId}:${language}`;
const languageKey = (problemId: string) => `codeyard:language:${problemId}`;

/** The problem's start code for a language; entries may spell it 'C++' or 'cpp' (SPEC §4). */
export function startCodeFor(startCode: readonly StartCode[] | undefined, language: SolverLanguage): string {
  const entry = (startCode ?? []).find((candidate) => normalizeLanguage(candidate.language) === language);
  return entry?.initialcode ?? '';
}

/** The user's saved code for this problem and language, if any. */
export function loadDraft(problemId: string, language: SolverLanguage): string | null {
  return storage.get(draftKey(problemId, language));
}

export function saveDraft(problemId: string, language: SolverLanguage, code: string): void {
  storage.set(draftKey(problemId, language), code);
}

export function clearDraft(problemId: string, language: SolverLanguage): void {
  storage.remove(draftKey(problemId, language));
}

/** The language last used on this problem, so a reload reopens it. */
export function loadLanguage(problemId: string): SolverLanguage | null {
  const saved = storage.get(languageKey(problemId));
  const language = saved ? normalizeLanguage(saved) : null;
  return language && (SOLVER_LANGUAGES as readonly string[]).includes(language) ? language : null;
}

export function saveLanguage(problemId: string, language: SolverLanguage): void {
  storage.set(languageKey(problemId), language);
}
