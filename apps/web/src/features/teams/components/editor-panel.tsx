import { useEffect, useId, useRef, type ReactNode } from 'react';

type EditorPanelProps = {
  /** "New team", "Edit Red". */
  heading: string;
  submitLabel: string;
  pending: boolean;
  /** A refusal no field shows, in the server's words. */
  failure: string | null;
  /** Failed submits so far: after each the focus goes to the first field in error, or to the failure. */
  attempt: number;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/**
 * The frame of the team screens' create and edit forms, shown above their list. Opening it moves
 * the focus (and the view) to its heading; Escape or Cancel closes it.
 */
export function EditorPanel({
  heading,
  submitLabel,
  pending,
  failure,
  attempt,
  onSubmit,
  onCancel,
  children,
}: EditorPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid], [data-failure]')?.focus();
  }, [attempt]);

  return (
    <section aria-labelledby={headingId} className="card card-border bg-base-100">
      <form
        ref={formRef}
        noValidate
        className="card-body gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      >
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="card-title break-words focus:outline-none">
          {heading}
        </h2>
        {failure && (
          <div role="alert" tabIndex={-1} data-failure className="alert alert-error alert-soft">
            {failure}
          </div>
        )}
        {children}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {submitLabel}
          </button>
          <button type="button" className="btn" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
