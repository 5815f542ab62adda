import { Keyboard, Play, Send, SquareTerminal } from 'lucide-react';
import { useState } from 'react';

import { SHORTCUT_KEYS, type ShortcutStyle } from '../utils/shortcut-keys';
import { ShortcutsDialog } from './shortcuts-dialog';

type SolutionActionsProps = {
  consoleOpen: boolean;
  onToggleConsole: () => void;
  /** Visitors are told that Run and Submit need an account (the buttons take them to the login screen). */
  signedIn: boolean;
  running: boolean;
  submitting: boolean;
  onRun: () => void;
  onSubmit: () => void;
  shortcutStyle: ShortcutStyle;
  onShortcutStyleChange: (style: ShortcutStyle) => void;
};

/** The bar under the console: the Console toggle, Run and Submit (disabled while either is on its way). */
export function SolutionActions({
  consoleOpen,
  onToggleConsole,
  signedIn,
  running,
  submitting,
  onRun,
  onSubmit,
  shortcutStyle,
  onShortcutStyleChange,
}: SolutionActionsProps) {
  const busy = running || submitting;
  const [sheetOpen, setSheetOpen] = useState(false);
  const keys = SHORTCUT_KEYS[shortcutStyle];
  return (
    <footer className="flex flex-wrap items-center gap-2 p-2">
      <button
        type="button"
        className={`btn btn-sm ${consoleOpen ? 'btn-active' : 'btn-ghost'}`}
        aria-pressed={consoleOpen}
        onClick={onToggleConsole}
      >
        <SquareTerminal className="size-4" aria-hidden="true" />
        Console
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        aria-label="Keyboard shortcuts"
        title="Keyboard shortcuts"
        onClick={() => setSheetOpen(true)}
      >
        <Keyboard className="size-4" aria-hidden="true" />
      </button>
      {sheetOpen && (
        <ShortcutsDialog
          style={shortcutStyle}
          onStyleChange={onShortcutStyleChange}
          onClose={() => setSheetOpen(false)}
        />
      )}
      {!signedIn && <span className="text-xs text-base-content/60">Log in to run and submit.</span>}
      <div className="ml-auto flex gap-2">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={onRun}
          disabled={busy}
          title={`Run (${keys.run})`}
        >
          {running ? (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          ) : (
            <Play className="size-4" aria-hidden="true" />
          )}
          Run
        </button>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={onSubmit}
          disabled={busy}
          title={`Submit (${keys.submit})`}
        >
          {submitting ? (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          ) : (
            <Send className="size-4" aria-hidden="true" />
          )}
          Submit
        </button>
      </div>
    </footer>
  );
}
