import { COUNTRIES } from './countries-data.js';

/** An ISO 3166-1 alpha-3 code, as CLICS `country` carries it: `NLD`, `USA`, `IND`. */
export type CountryCode = keyof typeof COUNTRIES;

export function isCountryCode(code: string): code is CountryCode {
  return Object.hasOwn(COUNTRIES, code);
}

/** The country's short English name ("Netherlands"), or null for a code that is none. */
export function countryName(code: string): string | null {
  return isCountryCode(code) ? COUNTRIES[code][1] : null;
}

/** Regional indicator symbol letter A (U+1F1E6); a pair of them, from a country's alpha-2 code, is its flag. */
const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji of an alpha-3 code ("NLD" → 🇳🇱), or '' for a code that is none. */
export function countryFlag(code: string): string {
  if (!isCountryCode(code)) return '';
  const alpha2 = COUNTRIES[code][0];
  return String.fromCodePoint(...[...alpha2].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65));
}

export type Country = { code: CountryCode; name: string; flag: string };

let byName: readonly Country[] | null = null;

/** Every country, by its English name: what a country picker offers. */
export function countries(): readonly Country[] {
  byName ??= (Object.keys(COUNTRIES) as CountryCode[])
    .map((code) => ({ code, name: COUNTRIES[code][1], flag: countryFlag(code) }))
    .sort((left, right) => left.name.localeCompare(right.name, 'en'));
  return byName;
}
