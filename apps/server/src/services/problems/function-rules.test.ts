import { describe, expect, it, vi } from 'vitest';
import type * as Judge from '@codeyard/judge';
import type { FunctionSignature } from '@codeyard/shared/function-problem';
import { AppError } from '../../errors.js';
import { functionLanguageMessage, requireFunctionLanguage } from './function-rules.js';

// Every language has a driver by now; a judge of an older build, or a language added later, may lack one.
vi.mock('@codeyard/judge', async (original) => ({
  ...(await original<typeof Judge>()),
  functionLanguages: () => ['python', 'pypy'],
  functionDriver: (language: string) => (language === 'python' || language === 'pypy' ? {} : null),
}));

const SIGNATURE: FunctionSignature = {
  name: 'twoSum',
  params: [{ name: 'nums', type: 'int[]' }],
  returns: 'int',
  comparison: 'exact',
};

describe('a function problem in a language without a driver', () => {
  it('is refused with a 400 naming the languages that have one', () => {
    expect(functionLanguageMessage('java')).toBe('Java cannot be used for function problems yet: use Python or PyPy');
    let refusal: unknown;
    try {
      requireFunctionLanguage({ function: SIGNATURE }, 'java');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('BAD_REQUEST');
    expect((refusal as AppError).message).toBe(functionLanguageMessage('java'));
  });

  it('is taken in a language with a driver, and any language is taken for a stdin/stdout problem', () => {
    expect(() => requireFunctionLanguage({ function: SIGNATURE }, 'python')).not.toThrow();
    expect(() => requireFunctionLanguage({ function: null }, 'java')).not.toThrow();
  });
});
