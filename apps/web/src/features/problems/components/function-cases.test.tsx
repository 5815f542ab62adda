import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import type { RunCaseResult, RunTestCase } from '@codeyard/shared';
import type { FunctionSignature } from '@codeyard/shared/function-problem';

import { TestcasePanel } from './run-panels';
import { TestcaseEditor } from './testcase-editor';

const twoSum: FunctionSignature = {
  name: 'twoSum',
  params: [
    { name: 'nums', type: 'int[]' },
    { name: 'target', type: 'int' },
  ],
  returns: 'int[]',
  comparison: 'exact',
};

/** The editor with its cases in state, as the console holds them; `changes` sees each new list. */
function Console({ changes }: { changes: (cases: RunTestCase[]) => void }) {
  const [cases, setCases] = useState<RunTestCase[]>([{ input: '[2,7,11,15]\n9' }, { input: '[3,2,4]\n6' }]);
  const [selected, setSelected] = useState(0);
  return (
    <TestcaseEditor
      cases={cases}
      selected={selected}
      onSelect={setSelected}
      onChange={(next) => {
        changes(next);
        setCases(next);
      }}
      signature={twoSum}
    />
  );
}

const alertOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert')?.textContent ?? null;

describe('A function problem’s run cases', () => {
  it('edit each parameter by name, one line of the input per parameter', () => {
    const changes = vi.fn();
    render(<Console changes={changes} />);
    const group = screen.getByRole('group', { name: 'Parameters of case 1' });
    const nums = within(group).getByLabelText('nums =') as HTMLInputElement;
    const target = within(group).getByLabelText('target =') as HTMLInputElement;
    expect(nums.value).toBe('[2,7,11,15]');
    expect(target.value).toBe('9');
    expect(nums.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(target, { target: { value: '26' } });
    expect(changes).toHaveBeenLastCalledWith([{ input: '[2,7,11,15]\n26' }, { input: '[3,2,4]\n6' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Case 2' }));
    expect((screen.getByLabelText('nums =') as HTMLInputElement).value).toBe('[3,2,4]');
  });

  it('name a value that does not fit its type at its field', () => {
    render(<Console changes={() => {}} />);
    const target = screen.getByLabelText('target =');
    fireEvent.change(target, { target: { value: '9.5' } });
    expect(alertOf(target)).toMatch(/^Line 2 \(target\) must be an int/);
    expect(target.getAttribute('aria-invalid')).toBe('true');
    expect(alertOf(screen.getByLabelText('nums ='))).toBeNull();

    const nums = screen.getByLabelText('nums =');
    fireEvent.change(target, { target: { value: '9' } });
    fireEvent.change(nums, { target: { value: '[2,7,' } });
    expect(alertOf(nums)).toMatch(/^Line 1 \(nums\) is not a JSON value/);
    fireEvent.change(nums, { target: { value: '' } });
    expect(alertOf(nums)).toBe('Enter a value for nums');
  });

  it('show each parameter by name, then the returned value and the expected one', () => {
    const result: RunCaseResult = {
      statusId: 4,
      status: 'Wrong Answer',
      time: 0.02,
      memory: 1536,
      stdin: '[2,7,11,15]\n9',
      expectedOutput: '[0,1]',
      stdout: '[1,0]\n',
      stderr: '',
    };
    render(
      <TestcasePanel
        state={{ phase: 'done', result: { success: false, error: null, testResults: [result] } }}
        signature={twoSum}
      />,
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('nums =').nextSibling?.textContent).toBe('[2,7,11,15]');
    expect(within(item).getByText('target =').nextSibling?.textContent).toBe('9');
    expect(within(item).getByText('Output').nextSibling?.textContent).toBe('[1,0]');
    expect(within(item).getByText('Expected').nextSibling?.textContent).toBe('[0,1]');
    expect(within(item).queryByText('Your Output')).toBeNull();
  });

  it('say which case was not run and why', () => {
    render(
      <TestcasePanel
        state={{ phase: 'invalid', caseIndex: 1, problem: 'Line 2 (target) must be an int' }}
        signature={twoSum}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Case 2 was not run: Line 2 (target) must be an int');
  });
});
