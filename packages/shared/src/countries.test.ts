import { describe, expect, it } from 'vitest';
import { countries, countryFlag, countryName, isCountryCode } from './countries.js';
import { COUNTRIES } from './countries-data.js';

describe('ISO 3166-1 countries', () => {
  it('knows every alpha-3 code of the standard, and nothing else', () => {
    expect(Object.keys(COUNTRIES)).toHaveLength(249);
    for (const code of ['NLD', 'USA', 'IND', 'BRA', 'CHN', 'ALA', 'SSD']) expect(isCountryCode(code)).toBe(true);
    for (const code of ['NL', 'nld', 'XYZ', 'EUR', 'UK', 'toString', '__proto__'])
      expect(isCountryCode(code)).toBe(false);
  });

  it('draws the flag from the alpha-2 code', () => {
    expect(countryFlag('NLD')).toBe('🇳🇱');
    expect(countryFlag('IND')).toBe('🇮🇳');
    expect(countryFlag('GBR')).toBe('🇬🇧');
    expect(countryFlag('XYZ')).toBe('');
  });

  it('names the country', () => {
    expect(countryName('NLD')).toBe('Netherlands');
    expect(countryName('XYZ')).toBeNull();
  });

  it('lists every country by name, with its flag, for a picker', () => {
    const list = countries();
    expect(list).toHaveLength(249);
    expect(list.find((country) => country.code === 'NLD')).toEqual({ code: 'NLD', name: 'Netherlands', flag: '🇳🇱' });
    const names = list.map((country) => country.name);
    expect(names).toEqual([...names].sort((left, right) => left.localeCompare(right, 'en')));
    expect(countries()).toBe(list);
  });
});
