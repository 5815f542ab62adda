/**
 * Monaco, bundled with the app (never from a CDN) and loaded only by the problem page:
 * this module is imported lazily, so Monaco and its workers stay out of every other screen.
 */
import Editor, { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker?worker';
import TypeScriptWorker from 'monaco-editor/esm/vs/language/typescript/ts.worker?worker';
import { useSyncExternalStore } from 'react';

import type { SolverLanguage } from '@codeyard/shared';

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    // JavaScript gets the TypeScript language service; everything else the plain editor worker.
    if (label === 'typescript' || label === 'javascript') return new TypeScriptWorker();
    return new EditorWorker();
  },
};
loader.config({ monaco });

/** Monaco's language ids for the solver's languages. */
const monacoLanguage: Record<SolverLanguage, string> = {
  javascript: 'javascript',
  java: 'java',
  cpp: 'cpp',
  python: 'python',
};

const darkQuery = '(prefers-color-scheme: dark)';
function subscribeToColorScheme(onChange: () => void) {
  const media = window.matchMedia(darkQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
const prefersDark = () => window.matchMedia(darkQuery).matches;

export type CodeEditorProps = {
  language: SolverLanguage;
  value: string;
  onChange: (value: string) => void;
  ariaLabel?: string;
};

export default function CodeEditor({ language, value, onChange, ariaLabel = 'Code editor' }: CodeEditorProps) {
  const dark = useSyncExternalStore(subscribeToColorScheme, prefersDark, () => false);

  return (
    <Editor
      height="100%"
      language={monacoLanguage[language]}
      value={value}
      theme={dark ? 'vs-dark' : 'light'}
      onChange={(next) => onChange(next ?? '')}
      loading={<span className="loading loading-spinner" aria-label="Loading editor" />}
      options={{
        // SPEC §9: editor font size 14, tab size 2.
        fontSize: 14,
        tabSize: 2,
        insertSpaces: true,
        detectIndentation: false,
        minimap: { enabled: false },
        automaticLayout: true,
        scrollBeyondLastLine: false,
        wordWrap: 'on',
        ariaLabel,
        fixedOverflowWidgets: true,
      }}
    />
  );
}
