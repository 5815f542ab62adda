import { useState, type FormEvent } from 'react';

import { assignmentSchema } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { TextInput } from '../../../components/form/text-input';
import { AsyncState } from '../../../components/ui/async-state';
import { errorMessage } from '../../../lib/api-client';
import { useCreateAssignment } from '../api/assignment-mutations';
import { useProblemChoices } from '../api/get-problem-choices';
import { ProblemChooser } from './problem-chooser';

/** A `datetime-local` value (the browser's own time zone) a week from `nowMs`, at 23:59. */
export function defaultDueValue(nowMs: number): string {
  const due = new Date(nowMs + 7 * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}T23:59`;
}

type Errors = Partial<Record<'title' | 'dueAt' | 'problems', string>>;

/** The teacher sets an assignment: a title, a due date and time in their own time zone, and problems. */
export function AssignmentForm({ groupId, nowMs }: { groupId: string; nowMs: number }) {
  const [title, setTitle] = useState('');
  const [due, setDue] = useState(() => defaultDueValue(nowMs));
  const [problems, setProblems] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const create = useCreateAssignment();
  const choices = useProblemChoices();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    // The browser reads a datetime-local value in its own time zone; the server stores the instant.
    const dueMs = Date.parse(due);
    const parsed = assignmentSchema.safeParse({
      title,
      problems,
      dueAt: Number.isNaN(dueMs) ? due : new Date(dueMs).toISOString(),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const answer = await create.mutateAsync({ groupId, input: parsed.data }).catch(() => null);
    if (!answer) return;
    setDone(`${answer.message}: ${answer.assignment.title}`);
    setTitle('');
    setProblems([]);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3">
      {create.isError && (
        <p role="alert" className="alert alert-error alert-soft">
          {errorMessage(create.error)}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Assignment title" error={errors.title}>
          {({ id, describedBy }) => (
            <TextInput
              id={id}
              describedBy={describedBy}
              invalid={Boolean(errors.title)}
              placeholder="Week 1: warm-up"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <Field label="Due" error={errors.dueAt} hint="In your own time zone">
          {({ id, describedBy }) => (
            <TextInput
              id={id}
              describedBy={describedBy}
              invalid={Boolean(errors.dueAt)}
              type="datetime-local"
              value={due}
              onChange={(event) => setDue(event.target.value)}
            />
          )}
        </Field>
      </div>
      <AsyncState query={choices} loadingLabel="Loading problems">
        {(list) => (
          <ProblemChooser
            problems={list}
            value={problems}
            onChange={setProblems}
            describedBy={errors.problems ? `${groupId}-problems-error` : undefined}
          />
        )}
      </AsyncState>
      {errors.problems && (
        <p id={`${groupId}-problems-error`} role="alert" className="text-sm text-error">
          {errors.problems}
        </p>
      )}
      <button type="submit" className="btn btn-primary self-start" disabled={create.isPending}>
        {create.isPending ? 'Saving...' : 'Set assignment'}
      </button>
      {done && (
        <p role="status" className="text-sm text-success">
          {done}
        </p>
      )}
    </form>
  );
}
