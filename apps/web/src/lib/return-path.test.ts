import { describe, expect, it } from 'vitest';

import { returnPathFrom, safeReturnPath, withReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps paths inside the app, with their query and fragment', () => {
    expect(safeReturnPath('/contests')).toBe('/contests');
    expect(safeReturnPath('/problem/abc?tab=submissions#top')).toBe('/problem/abc?tab=submissions#top');
    expect(safeReturnPath('/?q=two%20sum&difficulty=easy')).toBe('/?q=two%20sum&difficulty=easy');
  });

  it.each([
    ['another origin', 'https://evil.com/'],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with a path', '//evil.com/problem/1'],
    ['backslash read as a slash by browsers', '/\\evil.com'],
    ['backslashes only', '\\\\evil.com'],
    ['a scheme', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,hi'],
    ['a relative path', 'contests'],
    ['a tab hidden inside', '/\t/evil.com'],
    ['a newline hidden inside', '/\n/evil.com'],
    ['leading whitespace', ' /contests'],
    ['the login screen (a loop)', '/login'],
    ['the signup screen (a loop)', '/signup/?next=/x'],
    ['nothing', ''],
    ['absent', null],
  ])('refuses %s', (_case, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses absurdly long addresses', () => {
    expect(safeReturnPath(`/${'a'.repeat(5000)}`)).toBeNull();
  });
});

describe('withReturnPath and returnPathFrom', () => {
  it('round-trip a path with its own query through ?next=', () => {
    const href = withReturnPath('/login', '/?q=a&tag=dp');
    expect(href).toBe('/login?next=%2F%3Fq%3Da%26tag%3Ddp');
    expect(returnPathFrom(href.slice(href.indexOf('?')))).toBe('/?q=a&tag=dp');
  });

  it('leave the address bare when there is nowhere safe to return to', () => {
    expect(withReturnPath('/login', '//evil.com')).toBe('/login');
    expect(withReturnPath('/login', null)).toBe('/login');
    expect(withReturnPath('/login', '/')).toBe('/login');
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.com')).toBeNull();
  });
});
