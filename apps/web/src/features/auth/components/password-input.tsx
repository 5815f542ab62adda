import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentPropsWithRef } from 'react';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  describedBy: string | undefined;
  invalid: boolean;
};

/** A password box with a show/hide toggle. */
export function PasswordInput({ describedBy, invalid, className = '', ...inputProps }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        type={visible ? 'text' : 'password'}
        className={`input w-full pr-10 ${invalid ? 'input-error' : ''} ${className}`}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square absolute top-1/2 right-1 z-10 -translate-y-1/2"
        aria-label={visible ? 'Hide password' : 'Show password'}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
    </div>
  );
}
