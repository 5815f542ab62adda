import { useRef, useState } from 'react';

import type { SolverLanguage } from '@codeyard/shared';

import type { CodeEditorInstance } from '../components/code-editor';
import { loadLanguage, saveLanguage } from '../utils/code-drafts';
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
};

/** The solution editor's language and text. Monaco owns the text: it is read from the editor when needed, never kept in state. */
export function useSolutionEditor(problemId: string, drafts: CodeDrafts): SolutionEditor {
  const [language, setLanguage] = useState<SolverLanguage>(() => loadLanguage(problemId) ?? 'javascript');
  const editorRef = useRef<CodeEditorInstance | null>(null);

  return {
    language,
    chooseLanguage: (next) => {
      setLanguage(next);
      saveLanguage(problemId, next);
    },
    onMount: (editor) => {
      editorRef.current = editor;
    },
    currentCode: () => editorRef.current?.getValue() ?? drafts.initialCode(language),
    resetToStartCode: () => {
      // The change saves (and so clears) the draft.
      const editor = editorRef.current;
      const model = editor?.getModel();
      if (!editor || !model) return;
      editor.executeEdits('reset', [{ range: model.getFullModelRange(), text: drafts.startCode(language) }]);
      editor.pushUndoStop();
    },
  };
}
