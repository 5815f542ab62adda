import { useId, type ReactNode } from 'react';

type FieldProps = {
  label: string;
  /** Read by screen readers only, where the form's place already shows what the box is for (a comment box, a chat). */
  labelHidden?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  /** Renders the control; receives the ids that tie label, hint and error to it. */
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
};

/** A labelled form control with its hint and validation message. */
export function Field({ label, labelHidden = false, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'text-sm font-medium'}>
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
