import { countries, countryFlag } from '@codeyard/shared';

import { Field } from '../../../components/form/field';

type CountrySelectProps = {
  label: string;
  /** An ISO 3166-1 alpha-3 code, or '' for none. */
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
};

/**
 * Every country by name with its alpha-3 code and flag. The name comes first in each option, so
 * typing a country's first letters on the closed list finds it.
 */
export function CountrySelect({ label, value, onChange, error }: CountrySelectProps) {
  return (
    <Field label={label} hint="Shown as its flag on the boards" error={error}>
      {({ id, describedBy }) => (
        <div className="flex items-center gap-2">
          <select
            id={id}
            className={`select w-full ${error ? 'select-error' : ''}`}
            value={value}
            aria-describedby={describedBy}
            aria-invalid={Boolean(error)}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">No country</option>
            {countries().map((country) => (
              <option key={country.code} value={country.code}>
                {`${country.name} (${country.code}) ${country.flag}`}
              </option>
            ))}
          </select>
          {/* The chosen country's flag, larger; the list already names it. */}
          <span aria-hidden="true" className="w-8 shrink-0 text-center text-2xl">
            {value ? countryFlag(value) : ''}
          </span>
        </div>
      )}
    </Field>
  );
}
