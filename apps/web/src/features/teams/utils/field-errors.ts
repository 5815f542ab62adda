import { ApiError } from '../../../lib/api-client';

/**
 * Messages by the path of the field they are about, as the shared schemas and the server name it:
 * 'name', 'country', 'members.1', 'organization.country'. The first message per path wins.
 */
export type FieldErrors = Record<string, string>;

type Issue = { path: readonly PropertyKey[]; message: string };

/** A shared schema's issues (the checks the server makes too) by field. */
export function issueErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/**
 * The fields a refusal names, worded as the server worded them: a 400's `errors: [{ path, message }]`,
 * or the `field` of a 409 (a name already taken). Empty when it names none.
 */
export function serverErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return {};
  const { errors, field } = error.data as { errors?: unknown; field?: unknown };
  if (Array.isArray(errors)) {
    const named = errors.filter(
      (entry): entry is Issue & { path: string } =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.path === 'string' &&
        typeof entry.message === 'string',
    );
    return issueErrors(named.map((entry) => ({ path: entry.path.split('.'), message: entry.message })));
  }
  return typeof field === 'string' ? { [field]: error.message } : {};
}

/** Whether every error is one the form shows beside a field of its own (else the form says it above the fields). */
export function allShown(errors: FieldErrors, shown: (path: string) => boolean): boolean {
  return Object.keys(errors).every(shown);
}
