import { describe, expect, it } from 'vitest';

import { solverLanguages, type OfferedLanguage } from '@codeyard/shared';
import type { FunctionSignature } from '@codeyard/shared/function-problem';
import { functionStub } from '@codeyard/shared/function-stubs/index';

import { pickerEntries } from '../components/editor-pane';
import { functionLanguages, inputProblem, namedValues, signatureText } from './function-input';

const hasCycle: FunctionSignature = {
  name: 'hasCycle',
  params: [
    { name: 'head', type: 'ListNode' },
    { name: 'pos', type: 'int', cycleOf: 'head' },
  ],
  returns: 'bool',
  comparison: 'exact',
};

describe('function-input', () => {
  it('shows the signature as the function sees it (a cycle position is the driver’s)', () => {
    expect(signatureText(hasCycle)).toBe('hasCycle(head: ListNode): bool');
  });

  it('names every input line, the cycle position included, as LeetCode’s examples do', () => {
    expect(namedValues(hasCycle, '[3,2,0,-4]\n1\n')).toEqual([
      { name: 'head', value: '[3,2,0,-4]' },
      { name: 'pos', value: '1' },
    ]);
    expect(inputProblem(hasCycle, '[3,2,0,-4]\n1')).toBeNull();
    expect(inputProblem(hasCycle, '[3,2,0,-4]\n4')).toMatch(
      /^Line 2 \(pos\) must be -1 or the index of a node of head/,
    );
  });

  it('offers exactly the languages with a stub, in the picker too', () => {
    const languages = functionLanguages(hasCycle);
    expect(languages).toContain('python');
    expect(languages).toEqual(solverLanguages().filter((language) => functionStub(language, hasCycle) !== null));
    const offered: OfferedLanguage[] = solverLanguages().map((id) => ({ id, label: id, name: id, version: '' }));
    const { buttons, others } = pickerEntries(offered, 'python', languages);
    expect([...buttons, ...others].sort()).toEqual([...languages].sort());
  });
});
