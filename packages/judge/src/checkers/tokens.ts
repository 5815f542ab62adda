import { preview, type CheckResult } from './check-result.js';

export type TokenOptions = {
  /** Default false: "Yes" equals "YES", as the Kattis default validator compares. */
  caseSensitive?: boolean;
  /** Default false: any run of whitespace equals any other. */
  spaceChangeSensitive?: boolean;
  floatAbsoluteTolerance?: number;
  floatRelativeTolerance?: number;
};

const floatPattern = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$|^[+-]?(?:inf|infinity|nan)$/i;

function parseFloatToken(token: string): number | null {
  return floatPattern.test(token) ? Number(token.replace(/^([+-]?)inf(inity)?$/i, '$1Infinity')) : null;
}

function tokensEqual(actual: string, expected: string, options: TokenOptions): boolean {
  const absolute = options.floatAbsoluteTolerance;
  const relative = options.floatRelativeTolerance;
  if (absolute !== undefined || relative !== undefined) {
    const expectedNumber = parseFloatToken(expected);
    if (expectedNumber !== null) {
      const actualNumber = parseFloatToken(actual);
      if (actualNumber === null) return false;
      if (Number.isNaN(expectedNumber)) return Number.isNaN(actualNumber);
      if (actualNumber === expectedNumber) return true;
      const difference = Math.abs(actualNumber - expectedNumber);
      if (absolute !== undefined && difference <= absolute) return true;
      if (relative !== undefined && difference <= relative * Math.abs(expectedNumber)) return true;
      return false;
    }
  }
  return options.caseSensitive ? actual === expected : actual.toLowerCase() === expected.toLowerCase();
}

/** Splits into tokens and, when whitespace matters, the whitespace between them. */
function split(text: string, keepSpace: boolean): string[] {
  if (!keepSpace) return text.split(/\s+/).filter(Boolean);
  return text.split(/(\s+)/).filter((part) => part !== '');
}

/**
 * The Kattis default output validator: compares whitespace-separated tokens, case-insensitively
 * unless told otherwise, with optional absolute/relative tolerance for numbers.
 */
export function checkTokens(output: string, expected: string, options: TokenOptions = {}): CheckResult {
  const keepSpace = options.spaceChangeSensitive === true;
  const actualTokens = split(output, keepSpace);
  const expectedTokens = split(expected, keepSpace);
  const count = Math.max(actualTokens.length, expectedTokens.length);
  for (let index = 0; index < count; index++) {
    const actualToken = actualTokens[index];
    const expectedToken = expectedTokens[index];
    if (actualToken === undefined)
      return { accepted: false, message: `Output ended early; expected ${preview(expectedToken ?? '')}` };
    if (expectedToken === undefined) return { accepted: false, message: `Extra output: ${preview(actualToken)}` };
    const isSpace = /^\s+$/.test(expectedToken) || /^\s+$/.test(actualToken);
    const equal = isSpace ? actualToken === expectedToken : tokensEqual(actualToken, expectedToken, options);
    if (!equal) return { accepted: false, message: `Expected ${preview(expectedToken)}, got ${preview(actualToken)}` };
  }
  return { accepted: true };
}
