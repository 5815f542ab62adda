import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';

type FormShellProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The failure of the last submit, shown above the fields; null hides it. */
  failure: string | null;
  /** True while the submit runs: the button is disabled and reads pendingLabel. */
  pending: boolean;
  submitLabel: string;
  /** "Logging in..." */
  pendingLabel: string;
  /** The line under the button that points to the other form: "Don't have an account? Sign up". */
  footer: { question: string; linkLabel: string; to: string };
  /** The fields. */
  children: ReactNode;
};

/**
 * The frame the sign-in forms share (login and signup): failure alert, fields, submit button
 * with its pending state, and the link to the other form. Validation stays with each form,
 * which puts its messages under its own fields.
 */
export function FormShell({ onSubmit, failure, pending, submitLabel, pendingLabel, footer, children }: FormShellProps) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      {failure && (
        <div role="alert" className="alert alert-error alert-soft">
          {failure}
        </div>
      )}
      {children}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? (
          <>
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            {pendingLabel}
          </>
        ) : (
          submitLabel
        )}
      </button>
      <p className="text-center text-sm">
        {footer.question}{' '}
        <Link to={footer.to} className="link link-primary">
          {footer.linkLabel}
        </Link>
      </p>
    </form>
  );
}
