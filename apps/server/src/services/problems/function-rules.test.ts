import { describe, expect, it } from 'vitest';
import type { FunctionSignature } from '@codeyard/shared/function-problem';
import { AppError } from '../../errors.js';
import { functionLanguageMessage, requireFunctionLanguage, type FunctionDrivers } from './function-rules.js';

// Every language has a driver by now; a judge of an older build, or a language added later, may lack one.
const PYTHON_ONLY: FunctionDrivers = {
  languages: () => ['python', 'pypy'],
  has: (language) => language === 'python' || language === 'pypy',
};

const SIGNATURE: FunctionSignature = {
  name: 'twoSum',
  params: [{ name: 'nums', type: 'int[]' }],
  returns: 'int',
  comparison: 'exact',
};

describe('a function problem in a language without a driver', () => {
  it('is refused with a 400 naming the languages that have one', () => {
    expect(functionLanguageMessage('java', PYTHON_ONLY)).toBe(
      'Java cannot be used for function problems yet: use Python or PyPy',
    );
    let refusal: unknown;
    try {
      requireFunctionLanguage({ function: SIGNATURE }, 'java', PYTHON_ONLY);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('BAD_REQUEST');
    expect((refusal as AppError).message).toBe(functionLanguageMessage('java', PYTHON_ONLY));
  });

  it('is taken in a language with a driver, and any language is taken for a stdin/stdout problem', () => {
    expect(() => requireFunctionLanguage({ function: SIGNATURE }, 'python', PYTHON_ONLY)).not.toThrow();
    expect(() => requireFunctionLanguage({ function: null }, 'java', PYTHON_ONLY)).not.toThrow();
  });
});
