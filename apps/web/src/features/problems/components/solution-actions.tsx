import { Play, Send, SquareTerminal } from 'lucide-react';

type SolutionActionsProps = {
  consoleOpen: boolean;
  onToggleConsole: () => void;
  /** Visitors are told that Run and Submit need an account (the buttons take them to the login screen). */
  signedIn: boolean;
  running: boolean;
  submitting: boolean;
  onRun: () => void;
  onSubmit: () => void;
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
}: SolutionActionsProps) {
  const busy = running || submitting;
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
      {!signedIn && <span className="text-xs text-base-content/60">Log in to run and submit.</span>}
      <div className="ml-auto flex gap-2">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={onRun}
          disabled={busy}
          title="Run (Ctrl+Enter)"
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
          title="Submit (Ctrl+Shift+Enter)"
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
