import { useEffect, useRef, useState } from 'react';

import type { SolverLanguage } from '@codeyard/shared';

import type { CodeEditorInstance } from '../components/code-editor';
import { defaultLanguage, loadLanguage, saveLanguage } from '../utils/code-drafts';
import type { CodeDrafts } from './use-code-drafts';

export type SolutionEditor = {
  language: SolverLanguage;
  /** Switches the editor to another language and remembers the choice for this problem. */
  chooseLanguage: (language: SolverLanguage) => void;
  onMount: (editor: CodeEditorInstance) => void;
  /** The editor's text, or what it opens with before it has mounted. */
  currentCode: () => string;
  /** Puts the start code back, through the editor's model so that undo brings the code back. */
  resetToStartCode: () => void;
  /** Opens `code` in the editor for `language` (switching to it), undoably: a past submission loaded to work on. */
  loadCode: (language: SolverLanguage, code: string) => void;
};

/** Replaces the editor's whole text as one edit, so that Ctrl+Z brings the previous text back. */
function replaceText(editor: CodeEditorInstance | null, text: string, source: string): boolean {
  const model = editor?.getModel();
  if (!editor || !model) return false;
  editor.executeEdits(source, [{ range: model.getFullModelRange(), text }]);
  editor.pushUndoStop();
  return true;
}

/** The language the editor opens in: the last one used here, else the picker's first; within `solvable` when it is given. */
function openingLanguage(problemId: string, solvable: readonly SolverLanguage[] | null): SolverLanguage {
  const fits = (language: SolverLanguage | null): language is SolverLanguage =>
    language !== null && (solvable === null || solvable.includes(language));
  const saved = loadLanguage(problemId);
  if (fits(saved)) return saved;
  return solvable === null || solvable.includes(defaultLanguage())
    ? defaultLanguage()
    : (solvable[0] ?? defaultLanguage());
}

/**
 * The solution editor's language and text. Monaco owns the text: it is read from the editor when
 * needed, never kept in state. `solvable`: the only languages the problem can be solved in (a
 * function problem's, those with a stub), or null for all.
 */
export function useSolutionEditor(
  problemId: string,
  drafts: CodeDrafts,
  solvable: readonly SolverLanguage[] | null = null,
): SolutionEditor {
  const [language, setLanguage] = useState<SolverLanguage>(() => openingLanguage(problemId, solvable));
  const editorRef = useRef<CodeEditorInstance | null>(null);
  // Code to open once the editor shows the language it was written in (the editor swaps its model
  // for the new language in its own effect, which runs before this one).
  const pendingLoad = useRef<string | null>(null);
  useEffect(() => {
    if (pendingLoad.current !== null && replaceText(editorRef.current, pendingLoad.current, 'load-submission'))
      pendingLoad.current = null;
  }, [language]);

  const chooseLanguage = (next: SolverLanguage) => {
    setLanguage(next);
    saveLanguage(problemId, next);
  };

  return {
    language,
    chooseLanguage,
    loadCode: (next, code) => {
      if (next === language) {
        replaceText(editorRef.current, code, 'load-submission');
        return;
      }
      pendingLoad.current = code;
      chooseLanguage(next);
    },
    onMount: (editor) => {
      editorRef.current = editor;
    },
    currentCode: () => editorRef.current?.getValue() ?? drafts.initialCode(language),
    // The change saves (and so clears) the draft.
    resetToStartCode: () => void replaceText(editorRef.current, drafts.startCode(language), 'reset'),
  };
}
