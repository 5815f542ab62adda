/**
 * Monaco, bundled with the app (never from a CDN) and loaded only by the problem page:
 * this module is imported lazily, so Monaco and its workers stay out of every other screen.
 */
import Editor, { type OnMount } from '@monaco-editor/react';

import { languageRow, type SolverLanguage } from '@codeyard/shared';

// Monaco itself, trimmed to the solver's languages; must run before the first <Editor> mounts.
import { useDarkScheme } from '../../../lib/color-scheme';
import { DARK_THEME } from '../lib/monaco-setup';

/** The mounted Monaco editor, as its onMount hands it over. */
export type CodeEditorInstance = Parameters<OnMount>[0];

export type CodeEditorProps = {
  /** Names the editor's model: one per user, problem and language, so each keeps its own text and undo history. */
  path: string;
  language: SolverLanguage;
  /** The text a model starts with when it is first created; later renders never overwrite what was typed. */
  defaultValue: string;
  /** Told about every change; it must not re-render this editor per keystroke. */
  onChange: (value: string) => void;
  onMount?: (editor: CodeEditorInstance) => void;
  ariaLabel?: string;
  /** A viewer, not an editor (the admin form's stub preview). */
  readOnly?: boolean;
};

/**
 * Uncontrolled: Monaco owns the text. A controlled editor (state update and re-render per key)
 * dropped keystrokes under load, because React's value could overwrite newer typing.
 */
export default function CodeEditor({
  path,
  language,
  defaultValue,
  onChange,
  onMount,
  ariaLabel = 'Code editor',
  readOnly = false,
}: CodeEditorProps) {
  const dark = useDarkScheme();

  return (
    <Editor
      height="100%"
      path={path}
      // Monaco's language id: the language table's editorMode.
      language={languageRow(language).editorMode}
      defaultValue={defaultValue}
      theme={dark ? DARK_THEME : 'light'}
      onChange={(next) => onChange(next ?? '')}
      onMount={(editor) => onMount?.(editor)}
      // Models outlive the component (a layout change remounts it) and are named per user, problem and language.
      keepCurrentModel
      loading={<span role="status" className="loading loading-spinner" aria-label="Loading editor" />}
      options={{
        // docs/product.md §9: editor font size 14, tab size 2.
        fontSize: 14,
        tabSize: 2,
        insertSpaces: true,
        detectIndentation: false,
        minimap: { enabled: false },
        automaticLayout: true,
        scrollBeyondLastLine: false,
        wordWrap: 'on',
        ariaLabel,
        readOnly,
        domReadOnly: readOnly,
        fixedOverflowWidgets: true,
        // Monaco dims the number of the empty line after a final newline below AA contrast (1.75:1); shown plainly instead.
        renderFinalNewline: 'on',
      }}
    />
  );
}
