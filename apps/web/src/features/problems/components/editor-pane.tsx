import { RotateCcw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import {
  languageLabel,
  normalizeLanguage,
  solverLanguages,
  type OfferedLanguage,
  type SolverLanguage,
} from '@codeyard/shared';

import { useOfferedLanguages } from '../api/get-languages';

import type { CodeDrafts } from '../hooks/use-code-drafts';
import type { SolutionEditor } from '../hooks/use-solution-editor';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { panelId } from './tabs';

// Monaco is big: it loads with this page only, and only after the page itself has rendered
// (the router starts its download with the route's code: lib/start-editor-load.ts).
const CodeEditor = lazy(() => import('./code-editor'));

type EditorPaneProps = {
  /** The console's tab bar id: the editor is its Code tab's panel. */
  consoleId: string;
  userId: string | null;
  problemId: string;
  drafts: CodeDrafts;
  editor: SolutionEditor;
  /** Side by side, the editor fills its panel; stacked, it takes a fixed share of the screen. */
  wide: boolean;
  /** The only languages the problem can be solved in (a function problem's stubs), or null for every offered one. */
  solvable?: readonly SolverLanguage[] | null;
};

/** How many languages keep their buttons: the four the product started with, first in the table (docs/product.md §4). */
const BUTTON_COUNT = 4;

/**
 * What the picker shows, in the language table's order: the offered languages, plus the one in use
 * if the judge no longer offers it (the code stays reachable; a Run then says it is not installed).
 */
export function pickerEntries(
  offered: OfferedLanguage[],
  current: SolverLanguage,
  solvable: readonly SolverLanguage[] | null = null,
) {
  const buttonLanguages = solverLanguages().slice(0, BUTTON_COUNT);
  const shown = solverLanguages().filter(
    (candidate) =>
      (candidate === current || offered.some((entry) => entry.id === candidate)) &&
      (solvable === null || solvable.includes(candidate)),
  );
  return {
    buttons: shown.filter((candidate) => buttonLanguages.includes(candidate)),
    others: shown.filter((candidate) => !buttonLanguages.includes(candidate)),
  };
}

/** The language buttons, Reset (after a confirmation) and the editor, opened once the drafts are known. */
export function EditorPane({ consoleId, userId, problemId, drafts, editor, wide, solvable = null }: EditorPaneProps) {
  const [confirmingReset, setConfirmingReset] = useState(false);
  const { language } = editor;
  const offered = useOfferedLanguages();
  const { buttons, others } = pickerEntries(offered, language, solvable);
  // Which compiler or runtime a language is, on hover: "Rust (rustc 1.63, 2021 edition)".
  const toolchainOf = (candidate: SolverLanguage) => offered.find((entry) => entry.id === candidate)?.name;
  return (
    <div role="tabpanel" id={panelId(consoleId, 'code')} aria-label="Code" className="flex h-full min-h-0 flex-col">
      <div
        className="flex flex-wrap items-center gap-1 border-b border-base-300 p-2"
        role="group"
        aria-label="Language"
      >
        {buttons.map((candidate) => (
          <button
            key={candidate}
            type="button"
            className={`btn btn-sm ${candidate === language ? 'btn-primary' : 'btn-ghost'}`}
            aria-pressed={candidate === language}
            title={toolchainOf(candidate)}
            onClick={() => editor.chooseLanguage(candidate)}
          >
            {languageLabel(candidate)}
          </button>
        ))}
        {others.length > 0 && (
          <select
            aria-label="More languages"
            className={`select select-sm w-auto ${others.includes(language) ? 'select-primary font-semibold' : ''}`}
            value={others.includes(language) ? language : ''}
            onChange={(event) => {
              const chosen = normalizeLanguage(event.target.value);
              if (chosen) editor.chooseLanguage(chosen);
            }}
          >
            <option value="" disabled>
              More…
            </option>
            {others.map((candidate) => (
              <option key={candidate} value={candidate} title={toolchainOf(candidate)}>
                {languageLabel(candidate)}
              </option>
            ))}
          </select>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-sm ml-auto"
          onClick={() => setConfirmingReset(true)}
          title="Restore the start code"
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">Reset</span>
          <span className="sr-only sm:hidden">Reset code</span>
        </button>
      </div>
      <div className={`min-h-0 ${wide ? 'flex-1' : 'h-[55vh]'}`}>
        {!drafts.ready ? (
          <div className="flex h-full items-center justify-center">Loading your code…</div>
        ) : (
          <Suspense fallback={<div className="flex h-full items-center justify-center">Loading editor…</div>}>
            <CodeEditor
              path={`${userId ?? 'visitor'}/${problemId}/${language}`}
              language={language}
              defaultValue={drafts.initialCode(language)}
              onChange={(code) => drafts.saveLater(language, code)}
              onMount={editor.onMount}
              ariaLabel={`${languageLabel(language)} code editor`}
            />
          </Suspense>
        )}
      </div>
      {confirmingReset && (
        <ConfirmDialog
          title="Reset the code?"
          message={`Your ${languageLabel(language)} code is replaced with the start code. Undo (Ctrl+Z) in the editor brings it back.`}
          confirmLabel="Reset"
          onConfirm={() => {
            setConfirmingReset(false);
            editor.resetToStartCode();
          }}
          onCancel={() => setConfirmingReset(false)}
        />
      )}
    </div>
  );
}
