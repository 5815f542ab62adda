import { countryFlag, countryName } from '@codeyard/shared';

/** A country's flag, named for screen readers ("Netherlands"); nothing for no country. */
export function CountryFlag({ code }: { code: string | null }) {
  const flag = code ? countryFlag(code) : '';
  if (!code || !flag) return null;
  const name = countryName(code) ?? code;
  return (
    <span role="img" aria-label={name} title={name}>
      {flag}
    </span>
  );
}
