import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { functionMessages } from '@codeyard/shared/function-problem';
import { functionStub } from '@codeyard/shared/function-stubs/index';

import type { CodeEditorProps } from '../../problems';
import { emptyProblemFormValues } from '../utils/problem-form-values';
import { ProblemForm } from './problem-form';

// Monaco does not run in jsdom: code fields and the stub viewer get a plain text box with the same
// contract, handed to onMount as the few editor calls the viewer makes to follow the signature.
vi.mock('../../problems', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  LazyCodeEditor: ({ ariaLabel, defaultValue, onChange, onMount, readOnly }: CodeEditorProps) => (
    <textarea
      aria-label={ariaLabel}
      defaultValue={defaultValue}
      readOnly={readOnly}
      onChange={(event) => onChange(event.target.value)}
      ref={(element) => {
        if (element)
          onMount?.({
            getValue: () => element.value,
            setValue: (value: string) => void (element.value = value),
            getModel: () => null,
          } as never);
      }}
    />
  ),
}));

/** A two-sum problem as a stdin/stdout one would be filled in, with typed tests; no start code. */
const values = () => ({
  ...emptyProblemFormValues(),
  title: 'Two Sum',
  description: 'Return the indices of the two numbers that add up to target.',
  visibletestcases: [{ input: '[2,7,11,15]\n9', output: '[0,1]', explanation: '2 + 7 = 9' }],
  hiddentestcases: [{ input: '[3,3]\n6', output: '[0,1]' }],
  startCode: ['cpp', 'java', 'javascript'].map((language) => ({ language, initialcode: '' })),
  referenceCode: ['cpp', 'java', 'javascript'].map((language) => ({ language, completecode: '// solved' })),
});

function renderForm(defaultValues = values()) {
  const onSubmit = vi.fn(async (_body: unknown) => {});
  render(
    <ProblemForm
      mode="create"
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      verification={null}
      submitLabel="Create Problem"
      submittingLabel="Creating…"
    />,
  );
  return onSubmit;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Problem' }));
const field = (label: string) => screen.getByLabelText(label);
const errorOf = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert')?.textContent;
};

/** Turns the card on and fills in twoSum(nums: int[], target: int): int[]. */
function fillTwoSum() {
  fireEvent.click(screen.getByRole('switch', { name: 'Function problem (LeetCode style)' }));
  fireEvent.change(field('Function name'), { target: { value: 'twoSum' } });
  fireEvent.change(field('Parameter 1 name'), { target: { value: 'nums' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add Parameter' }));
  fireEvent.change(field('Parameter 2 name'), { target: { value: 'target' } });
  fireEvent.change(field('Return type'), { target: { value: 'int[]' } });
}

describe('The Function card', () => {
  it('is off at first, and a stdin/stdout problem still needs its start code', async () => {
    const onSubmit = renderForm();
    expect(
      (screen.getByRole('switch', { name: 'Function problem (LeetCode style)' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.getByLabelText('C++ start code')).toBeTruthy();
    submit();
    expect((await screen.findAllByText('Initial code is required')).length).toBe(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names what is wrong with the signature at its field', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('switch', { name: 'Function problem (LeetCode style)' }));
    fireEvent.change(field('Function name'), { target: { value: '2sum' } });
    fireEvent.change(field('Parameter 1 name'), { target: { value: 'class' } });
    submit();
    await waitFor(() => expect(errorOf('Function name')).toBe(functionMessages.nameInvalid));
    expect(errorOf('Parameter 1 name')).toBe(functionMessages.reservedName);
    fireEvent.click(screen.getByRole('button', { name: 'Remove parameter 1' }));
    submit();
    expect(await screen.findByText(functionMessages.parametersRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks a tolerance only with the tolerance comparison, and checks it', async () => {
    renderForm();
    fillTwoSum();
    expect(screen.queryByLabelText('Tolerance')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /^Tolerance/ }));
    fireEvent.change(field('Tolerance'), { target: { value: '2' } });
    submit();
    await waitFor(() => expect(errorOf('Tolerance')).toBe(functionMessages.toleranceRange));
  });

  it('checks every test against the signature, naming the parameter', async () => {
    const onSubmit = renderForm();
    fillTwoSum();
    fireEvent.change(field('Visible case 1 input'), { target: { value: '[2,7,11,15]\nnine' } });
    fireEvent.change(field('Hidden case 1 output'), { target: { value: '0' } });
    submit();
    await waitFor(() => expect(errorOf('Visible case 1 input')).toMatch(/^Line 2 \(target\) is not a JSON value/));
    expect(errorOf('Hidden case 1 output')).toMatch(/^The expected value must be an int\[\]/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('previews each stub, asks no start code, and sends the signature alone (its stubs are the start code)', async () => {
    const onSubmit = renderForm();
    fillTwoSum();
    expect(screen.queryByLabelText('C++ start code')).toBeNull();
    const preview = screen.getByRole('region', { name: 'Stub preview' });
    const signature = {
      name: 'twoSum',
      params: [
        { name: 'nums', type: 'int[]' },
        { name: 'target', type: 'int' },
      ],
      returns: 'int[]',
      comparison: 'exact' as const,
    };
    fireEvent.change(within(preview).getByRole('combobox', { name: 'Stub language' }), {
      target: { value: 'python' },
    });
    const stub = (await within(preview).findByLabelText('Python stub')) as HTMLTextAreaElement;
    expect(stub.value).toBe(functionStub('python', signature));
    expect(stub.readOnly).toBe(true);

    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]![0] as Record<string, unknown>;
    expect(body.function).toMatchObject(signature);
    expect(body.interactor).toBeNull();
    expect('startCode' in body || 'checking' in body).toBe(false);
  });

  it('turned off again, sends a stdin/stdout problem', async () => {
    const onSubmit = renderForm();
    fillTwoSum();
    fireEvent.click(screen.getByRole('switch', { name: 'Function problem (LeetCode style)' }));
    for (const language of ['C++', 'Java', 'JavaScript'])
      fireEvent.change(screen.getByLabelText(`${language} start code`), { target: { value: '// start' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ function: null, checking: { kind: 'lines' } });
  });

  it('keeps an imported cycle position, says what it is, and names it when it no longer follows its list', async () => {
    const onSubmit = renderForm({
      ...values(),
      visibletestcases: [{ input: '[3,2,0,-4]\n1', output: 'true', explanation: 'The tail links to node 1.' }],
      hiddentestcases: [{ input: '[1]\n-1', output: 'false' }],
      function: {
        name: 'hasCycle',
        params: [
          { name: 'head', type: 'ListNode' },
          { name: 'pos', type: 'int', cycleOf: 'head' },
        ],
        returns: 'bool',
        comparison: 'exact',
      },
    });
    expect(screen.getByText(/The position where head's tail links back/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move parameter 2 up' }));
    submit();
    expect(await screen.findByText(functionMessages.cycleInvalid)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Move parameter 2 up' }));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0]![0] as { function: unknown }).function).toMatchObject({
      params: [{ name: 'head' }, { name: 'pos', cycleOf: 'head' }],
    });
  });
});
