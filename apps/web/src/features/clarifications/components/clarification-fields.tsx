import { CLARIFICATION_MAX_LENGTH } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { serverMessage } from '../../../lib/api-client';

/** The clarification forms' pieces: a sent form's error and a question's or answer's text box. */
export function ErrorLine({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-error">
      {serverMessage(error) ?? 'Could not send it; try again.'}
    </p>
  );
}

export function TextField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (next: string) => void;
}) {
  return (
    <Field label={label}>
      {({ id }) => (
        <textarea
          id={id}
          className="textarea w-full"
          rows={3}
          maxLength={CLARIFICATION_MAX_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
