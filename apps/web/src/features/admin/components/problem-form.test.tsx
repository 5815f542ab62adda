import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { CodeEditorProps } from '../../problems';
import { emptyProblemFormValues } from '../utils/problem-form-values';
import { ProblemForm } from './problem-form';

// Monaco does not run in jsdom: the form's code fields get a plain text box with the same contract.
vi.mock('../../problems', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  LazyCodeEditor: ({ ariaLabel, defaultValue, onChange }: CodeEditorProps) => (
    <textarea aria-label={ariaLabel} defaultValue={defaultValue} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const complete = () => ({
  ...emptyProblemFormValues(),
  title: 'Add Two',
  description: 'Add two numbers.',
  visibletestcases: [{ input: '1 2', output: '3', explanation: '1 + 2 = 3' }],
  hiddentestcases: [
    { input: '2 2', output: '4' },
    { input: '3 4', output: '7' },
  ],
  startCode: ['cpp', 'java', 'javascript'].map((language) => ({ language, initialcode: '// start' })),
  referenceCode: ['cpp', 'java', 'javascript'].map((language) => ({ language, completecode: '// done' })),
});

function renderForm() {
  const onSubmit = vi.fn(async (_body: unknown) => {});
  render(
    <ProblemForm
      mode="create"
      defaultValues={complete()}
      onSubmit={onSubmit}
      verification={null}
      submitLabel="Create Problem"
      submittingLabel="Creating…"
    />,
  );
  return onSubmit;
}

describe('ProblemForm', () => {
  it('sends a pass-fail, batch problem with no groups and no interactor', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Problem' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ scoring: null, interactor: null });
  });

  it('adds start code and a reference solution in another language, and removes it again', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByRole('combobox', { name: 'Add a language' }), { target: { value: 'rust' } });
    fireEvent.change(screen.getByLabelText('Rust start code'), { target: { value: 'fn main() {}' } });
    fireEvent.change(screen.getByLabelText('Rust reference solution'), {
      target: { value: 'fn main() { println!("3"); }' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Add a language' }), { target: { value: 'go' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Go' }));
    // The required three cannot be removed.
    expect(screen.queryByRole('button', { name: 'Remove C++' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create Problem' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]![0] as { startCode: { language: string }[]; referenceCode: object[] };
    expect(body.startCode.map((entry) => entry.language)).toEqual(['cpp', 'java', 'javascript', 'rust']);
    expect(body.referenceCode).toContainEqual({ language: 'rust', completecode: 'fn main() { println!("3"); }' });
  });

  it('sends the groups of a scored problem and the interactor of an interactive one', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: /Scored/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Interactive/ }));
    fireEvent.change(screen.getByLabelText('Interactor language'), { target: { value: 'python' } });
    fireEvent.change(screen.getByLabelText('Interactor source'), { target: { value: 'import sys\nsys.exit(42)\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Problem' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      scoring: { groups: [{ name: 'Subtask 1', points: 100, tests: [0, 1] }] },
      interactor: { language: 'python', source: 'import sys\nsys.exit(42)\n' },
    });
  });

  it('sends the comparison, a float tolerance or a custom checker the Checking card is set to', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Comparison'), { target: { value: 'exact' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Problem' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ checking: { kind: 'exact' }, interactor: null });

    fireEvent.click(screen.getByRole('radio', { name: 'Compare numbers with a tolerance' }));
    fireEvent.change(screen.getByLabelText('Absolute tolerance'), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Problem' }));
    expect(await screen.findByText('A tolerance must be a number above 0')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Absolute tolerance'), { target: { value: '1e-4' } });
    fireEvent.change(screen.getByLabelText('Relative tolerance'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Problem' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ checking: { kind: 'float', absoluteTolerance: 0.0001 } });
    expect(
      (onSubmit.mock.calls[1]![0] as { checking: { relativeTolerance?: number } }).checking.relativeTolerance,
    ).toBeUndefined();

    fireEvent.click(screen.getByRole('radio', { name: 'Custom checker' }));
    fireEvent.change(screen.getByLabelText('Checker language'), { target: { value: 'python' } });
    fireEvent.change(screen.getByLabelText('Checker source'), { target: { value: 'import sys\nsys.exit(42)\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Problem' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    expect(onSubmit.mock.calls[2]![0]).toMatchObject({
      checking: { kind: 'custom', language: 'python', source: 'import sys\nsys.exit(42)\n' },
      interactor: null,
    });
  });

  it('goes back to pass-fail without sending the groups it had', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: /Scored/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Pass/fail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Problem' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ scoring: null });
  });
});
