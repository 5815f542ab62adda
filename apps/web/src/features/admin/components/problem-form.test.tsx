import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { emptyProblemFormValues } from '../utils/problem-form-values';
import { ProblemForm } from './problem-form';

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

  it('goes back to pass-fail without sending the groups it had', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: /Scored/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Pass/fail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Problem' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ scoring: null });
  });
});
