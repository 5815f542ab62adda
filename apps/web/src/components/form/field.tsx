import { useId, type ReactNode } from 'react';

type FieldProps = {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Renders the control; receives the ids that tie label, hint and error to it. */
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
};

/** A labelled form control with its hint and validation message. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-base-content/60">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
