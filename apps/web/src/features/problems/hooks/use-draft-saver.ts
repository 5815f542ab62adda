import { useEffect, useState } from 'react';

import type { SolverLanguage } from '@codeyard/shared';

import { deleteDraft, putDraft } from '../api/drafts';
import { clearDraft, saveDraft } from '../utils/code-drafts';

/** How long typing must pause before the draft is written (ms): one save per pause, not per key. */
export const DRAFT_SAVE_DELAY_MS = 800;

type DraftSaverOptions = {
  problemId: string;
  /** Signed-in users also keep their drafts on the server; visitors only in this browser. */
  userId: string | null;
  startCode: (language: SolverLanguage) => string;
};

/** Collects the latest code per language and writes it once typing pauses (or at once on flush). */
function createDraftSaver() {
  const pending = new Map<SolverLanguage, string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let options: DraftSaverOptions | null = null;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!options) return;
    const { problemId, userId, startCode } = options;
    for (const [language, code] of pending) {
      // Code equal to the start code is no draft: it is removed instead.
      const isStartCode = code === startCode(language);
      if (isStartCode) clearDraft(problemId, language);
      else saveDraft(problemId, language, code);
      if (userId) {
        // This browser's copy is kept either way; the next visit sends it up if this failed.
        const saved = isStartCode ? deleteDraft(problemId, language) : putDraft(problemId, language, code);
        saved.catch((error: unknown) => console.warn('Could not save the draft on the server', error));
      }
    }
    pending.clear();
  };

  const schedule = (language: SolverLanguage, code: string) => {
    pending.set(language, code);
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
  };

  /** The page's latest problem, user and start code (set after every render). */
  const configure = (next: DraftSaverOptions) => {
    options = next;
  };

  return { schedule, flush, configure };
}

/**
 * Saves drafts debounced: to localStorage (the offline fallback) and, for a signed-in user, to
 * the server. Pending saves are written at once when the page is hidden or left, so a reload
 * never loses the last keystrokes. Answers the function to call on every change.
 */
export function useDraftSaver(options: DraftSaverOptions): (language: SolverLanguage, code: string) => void {
  const [saver] = useState(createDraftSaver);
  useEffect(() => saver.configure(options));

  useEffect(() => {
    window.addEventListener('pagehide', saver.flush);
    return () => {
      window.removeEventListener('pagehide', saver.flush);
      saver.flush();
    };
  }, [saver]);

  return saver.schedule;
}
