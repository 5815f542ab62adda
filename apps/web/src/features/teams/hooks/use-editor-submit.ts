import { useState } from 'react';

import { errorMessage } from '../../../lib/api-client';
import { issueErrors, serverErrors, type FieldErrors } from '../utils/field-errors';

type Parse<Output> = (
  input: unknown,
) =>
  { success: true; data: Output } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

type EditorSubmitOptions<Output> = {
  /** The shared schema's safeParse: the server's own checks, made before asking it. */
  parse: Parse<Output>;
  save: (body: Output) => Promise<{ message: string }>;
  /** Whether the form shows an error of this path beside a field; any other refusal is said above the fields. */
  shows: (path: string) => boolean;
  /** Told the server's message ("Team created") once saved. */
  onSaved: (message: string) => void;
};

/**
 * Submits an editor form: checks the input with the shared schema, saves, and puts each refusal
 * beside its field in the server's words. The form keeps what was typed whatever happens, since
 * its values live in the form, not here.
 */
export function useEditorSubmit<Output>({ parse, save, shows, onSaved }: EditorSubmitOptions<Output>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  /** Failed submits so far: the form moves the focus to the first error after each. */
  const [attempt, setAttempt] = useState(0);

  const refuse = (named: FieldErrors, message: string | null) => {
    setErrors(named);
    setFailure(message);
    setAttempt((count) => count + 1);
  };

  const submit = async (input: unknown) => {
    const parsed = parse(input);
    if (!parsed.success) return refuse(issueErrors(parsed.error.issues), null);
    setPending(true);
    try {
      const answer = await save(parsed.data);
      setErrors({});
      setFailure(null);
      onSaved(answer.message);
    } catch (error) {
      const named = serverErrors(error);
      const paths = Object.keys(named);
      refuse(named, paths.length > 0 && paths.every(shows) ? null : errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return { errors, failure, pending, attempt, submit };
}
