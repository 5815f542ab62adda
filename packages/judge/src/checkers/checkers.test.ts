import { describe, expect, it } from 'vitest';
import { checkExact } from './exact.js';
import { checkLines } from './lines.js';
import { checkTokens } from './tokens.js';

describe('lines checker (the default)', () => {
  it('accepts equal output', () => {
    expect(checkLines('1 2\n3\n', '1 2\n3\n').accepted).toBe(true);
  });

  it('ignores trailing whitespace on each line, CRLF, and trailing blank lines', () => {
    expect(checkLines('1 2  \r\n3\t\r\n\n\n', '1 2\n3').accepted).toBe(true);
    expect(checkLines('3', '3\n').accepted).toBe(true);
  });

  it('does not ignore leading or inner whitespace', () => {
    expect(checkLines(' 3\n', '3\n').accepted).toBe(false);
    expect(checkLines('1  2\n', '1 2\n').accepted).toBe(false);
  });

  it('rejects missing and extra lines with a message naming the line', () => {
    expect(checkLines('1\n', '1\n2\n')).toEqual({ accepted: false, message: 'Output ended at line 2; expected "2"' });
    expect(checkLines('1\n2\n', '1\n').message).toContain('Extra output at line 2');
    expect(checkLines('1\n5\n', '1\n2\n').message).toBe('Line 2 differs: expected "2", got "5"');
  });

  it('treats empty output and an empty answer as equal', () => {
    expect(checkLines('', '\n').accepted).toBe(true);
  });
});

describe('exact checker', () => {
  it('compares byte for byte', () => {
    expect(checkExact('a\n', 'a\n').accepted).toBe(true);
    expect(checkExact('a', 'a\n').accepted).toBe(false);
    expect(checkExact('a\r\n', 'a\n').message).toBe('Output differs at character 2');
  });
});

describe('tokens checker (the Kattis default validator)', () => {
  it('ignores the amount and kind of whitespace', () => {
    expect(checkTokens('1   2\n\n3', '1 2 3\n').accepted).toBe(true);
  });

  it('is case-insensitive unless told otherwise', () => {
    expect(checkTokens('YES', 'yes').accepted).toBe(true);
    expect(checkTokens('YES', 'yes', { caseSensitive: true }).accepted).toBe(false);
  });

  it('compares whitespace exactly when space_change_sensitive', () => {
    expect(checkTokens('1 2\n', '1 2\n', { spaceChangeSensitive: true }).accepted).toBe(true);
    expect(checkTokens('1  2\n', '1 2\n', { spaceChangeSensitive: true }).accepted).toBe(false);
    expect(checkTokens('1 2', '1 2\n', { spaceChangeSensitive: true }).accepted).toBe(false);
  });

  it('applies absolute and relative float tolerance', () => {
    expect(checkTokens('0.3333', '0.333333', { floatAbsoluteTolerance: 1e-3 }).accepted).toBe(true);
    expect(checkTokens('0.32', '0.333333', { floatAbsoluteTolerance: 1e-3 }).accepted).toBe(false);
    expect(checkTokens('1000001', '1000000', { floatRelativeTolerance: 1e-6 }).accepted).toBe(true);
    expect(checkTokens('1000002', '1000000', { floatRelativeTolerance: 1e-6 }).accepted).toBe(false);
    expect(checkTokens('1e3', '1000.0', { floatAbsoluteTolerance: 1e-9 }).accepted).toBe(true);
  });

  it('requires a number where the answer has one, and compares words exactly', () => {
    expect(checkTokens('abc', '1.5', { floatAbsoluteTolerance: 0.1 }).accepted).toBe(false);
    expect(checkTokens('impossible', 'impossible', { floatAbsoluteTolerance: 0.1 }).accepted).toBe(true);
  });

  it('rejects missing and extra tokens', () => {
    expect(checkTokens('1 2', '1 2 3').message).toBe('Output ended early; expected "3"');
    expect(checkTokens('1 2 3 4', '1 2 3').message).toBe('Extra output: "4"');
  });
});
