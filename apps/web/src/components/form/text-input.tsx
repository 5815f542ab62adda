import type { ComponentPropsWithRef } from 'react';

type TextInputProps = ComponentPropsWithRef<'input'> & {
  /** The ids of the field's hint and error, from Field. */
  describedBy: string | undefined;
  invalid: boolean;
};

/** A full-width input that turns red and says it is invalid when its field has an error. */
export function TextInput({ describedBy, invalid, className = '', ...inputProps }: TextInputProps) {
  return (
    <input
      className={`input w-full ${invalid ? 'input-error' : ''} ${className}`.trim()}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      {...inputProps}
    />
  );
}
