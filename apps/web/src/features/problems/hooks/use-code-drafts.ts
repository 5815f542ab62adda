import { useEffect, useRef } from 'react';

import { solverLanguages, type CodeDraft, type ProblemPage, type SolverLanguage } from '@codeyard/shared';

import { putDraft, useServerDrafts } from '../api/drafts';
import { loadDraft, newerDraft, startCodeFor } from '../utils/code-drafts';
import { useDraftSaver } from './use-draft-saver';

export type CodeDrafts = {
  /** False until the server's drafts are known (or could not be had: then this browser's copy serves); the editor waits for it. */
  ready: boolean;
  /** What a language's editor opens with: the newer of this browser's and the server's draft, else the start code. */
  initialCode: (language: SolverLanguage) => string;
  startCode: (language: SolverLanguage) => string;
  /** Called on every edit: saved in this browser and (signed in) on the server once typing pauses. */
  saveLater: (language: SolverLanguage, code: string) => void;
};

/** A problem's code drafts: this browser's copy, the server's, and which of them the editor opens with. */
export function useCodeDrafts(problem: ProblemPage, userId: string | null): CodeDrafts {
  const problemId = problem._id;
  const serverQuery = useServerDrafts(problemId, userId);
  const ready = userId === null || !serverQuery.isPending;
  const serverDrafts = ready ? (serverQuery.data ?? []) : null;

  const startCode = (language: SolverLanguage) => startCodeFor(problem.startCode, language);
  const saveLater = useDraftSaver({ problemId, userId, startCode });
  useSendNewerLocalDrafts(problemId, userId, serverDrafts);

  const initialCode = (language: SolverLanguage) => {
    const server = serverDrafts?.find((draft) => draft.language === language);
    return newerDraft(loadDraft(problemId, language), server)?.code ?? startCode(language);
  };
  return { ready, initialCode, startCode, saveLater };
}

/** Code written here while the server was out of reach is newer than the server's copy: sent up once. */
function useSendNewerLocalDrafts(problemId: string, userId: string | null, serverDrafts: CodeDraft[] | null): void {
  const synced = useRef(false);
  useEffect(() => {
    if (synced.current || !userId || serverDrafts === null) return;
    synced.current = true;
    for (const language of solverLanguages()) {
      const local = loadDraft(problemId, language);
      const server = serverDrafts.find((draft) => draft.language === language);
      if (local && newerDraft(local, server) === local && local.code !== server?.code) {
        putDraft(problemId, language, local.code).catch((error: unknown) =>
          console.warn('Could not send the draft to the server', error),
        );
      }
    }
  }, [userId, serverDrafts, problemId]);
}
