import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink } from 'lucide-react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';

import {
  contestMessages,
  createContestSchema,
  problemLetter,
  type ContestWarning,
  type CreateContestInput,
} from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { AsyncState } from '../../../components/ui/async-state';
import { paths } from '../../../config/paths';
import { useProblemChoices } from '../api/get-problem-choices';
import { isLocked, type ContestFormLocks } from '../utils/contest-edit-locks';
import type { ContestFormValues } from '../utils/contest-form-values';
import { publicProblemWarnings } from '../utils/public-problem-warnings';
import { ProblemPicker } from './problem-picker';
import { PublicProblemWarnings } from './public-problem-warnings';

// The form holds the inputs' strings; the shared schema (the same the server applies) turns them into the call's body.
const resolver = zodResolver(createContestSchema) as unknown as Resolver<
  ContestFormValues,
  unknown,
  CreateContestInput
>;

export type ContestFormSubmit = (
  input: CreateContestInput,
  changed: Set<keyof ContestFormValues>,
) => Promise<'reset' | 'keep'>;

type ContestFormProps = {
  defaultValues: ContestFormValues;
  /** Saves; answering 'reset' clears the form (docs/product.md §8: fields cleared after a contest is created). */
  onSubmit: ContestFormSubmit;
  submitLabel: string;
  /** The edit form: fields the server would refuse to change now, shown disabled with a note. */
  locks?: ContestFormLocks;
  /** The last save's `warnings`: the saved contest's public problems. */
  savedWarnings?: ContestWarning[];
  /** Whether public problems are worth a warning (not once the contest has ended: they are practice then anyway). */
  warnAboutPublicProblems?: boolean;
};

/** A contest's problems, lettered, when they may no longer change. */
function LockedProblems({ problems, chosen }: { problems: { _id: string; title: string }[]; chosen: string[] }) {
  const titles = new Map(problems.map((problem) => [problem._id, problem.title]));
  return (
    <ol className="flex flex-col gap-1" aria-label="Chosen problems">
      {chosen.map((problemId, index) => (
        <li key={problemId} className="flex items-center gap-2 rounded-box bg-base-200 p-2">
          <span className="font-mono font-bold">{problemLetter(index)}</span>
          <span className="flex-1 break-words">{titles.get(problemId) ?? problemId}</span>
        </li>
      ))}
    </ol>
  );
}

/** The create- and edit-contest form: title, description, window, freeze and problems (docs/product.md §2 "Create contest form"). */
export function ContestForm({
  defaultValues,
  onSubmit,
  submitLabel,
  locks,
  savedWarnings = [],
  warnAboutPublicProblems = true,
}: ContestFormProps) {
  const locked = (field: keyof ContestFormValues) => isLocked(locks, field);
  const hintFor = (field: keyof ContestFormValues, hint?: string) => (locked(field) ? locks?.hint : hint);
  const problemsQuery = useProblemChoices();
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<ContestFormValues, unknown, CreateContestInput>({ resolver, defaultValues });
  const scoring = useWatch({ control, name: 'scoring' });
  const chosen = useWatch({ control, name: 'problems' });
  const warnings = warnAboutPublicProblems
    ? publicProblemWarnings({ problems: problemsQuery.data ?? [], chosen, saved: savedWarnings })
    : [];

  const submit = handleSubmit(async (input) => {
    const changed = new Set(Object.keys(dirtyFields) as (keyof ContestFormValues)[]);
    const outcome = await onSubmit(input, changed);
    // After a save the saved values are the new baseline, so the next edit sends only what changes then.
    reset(outcome === 'reset' ? defaultValues : getValues());
  });

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
      <Field label="Title" error={errors.title?.message}>
        {({ id, describedBy }) => (
          <input
            id={id}
            className="input w-full"
            aria-describedby={describedBy}
            aria-invalid={Boolean(errors.title)}
            {...register('title')}
          />
        )}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            className="textarea h-32 w-full"
            aria-describedby={describedBy}
            aria-invalid={Boolean(errors.description)}
            {...register('description')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Start time" hint={hintFor('startTime', 'Your local time')} error={errors.startTime?.message}>
          {({ id, describedBy }) => (
            <input
              id={id}
              type="datetime-local"
              step={1}
              className="input w-full"
              disabled={locked('startTime')}
              aria-describedby={describedBy}
              aria-invalid={Boolean(errors.startTime)}
              {...register('startTime')}
            />
          )}
        </Field>
        <Field
          label="End time"
          hint={hintFor('endTime', locks?.endHint ?? 'Your local time')}
          error={errors.endTime?.message}
        >
          {({ id, describedBy }) => (
            <input
              id={id}
              type="datetime-local"
              step={1}
              className="input w-full"
              disabled={locked('endTime')}
              aria-describedby={describedBy}
              aria-invalid={Boolean(errors.endTime)}
              {...register('endTime')}
            />
          )}
        </Field>
        <Field
          label="Freeze (minutes)"
          hint={hintFor('freezeMinutes', "Hide others' results for the last minutes; 0 for none")}
          error={errors.freezeMinutes?.message}
        >
          {({ id, describedBy }) => (
            <input
              id={id}
              type="number"
              min={0}
              step={1}
              className="input w-full"
              disabled={locked('freezeMinutes')}
              aria-describedby={describedBy}
              aria-invalid={Boolean(errors.freezeMinutes)}
              {...register('freezeMinutes')}
            />
          )}
        </Field>
      </div>
      {/* Not daisyUI's .label: it keeps text on one line, wider than a phone. */}
      <label className="flex cursor-pointer items-start gap-3">
        <input type="checkbox" className="checkbox" {...register('rated')} />
        <span>
          Rated
          <span className="block text-sm text-base-content/70">
            When it ends, its final standings move contestants&apos; ratings
          </span>
        </span>
      </label>
      <label className="flex cursor-pointer items-start gap-3">
        <input type="checkbox" className="checkbox" disabled={locked('teams')} {...register('teams')} />
        <span>
          Team contest
          <span className="block text-sm text-base-content/70">
            {locked('teams')
              ? contestMessages.teamsLocked
              : "Fought by teams: a member's registration registers the whole team, any member's submission counts for it, and the board ranks teams. Someone in no team cannot take part."}
          </span>
        </span>
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Scoring"
          hint={hintFor('scoring', 'ICPC: problems solved, then penalty. IOI: total score, then when it was reached')}
          error={errors.scoring?.message}
        >
          {({ id, describedBy }) => (
            <select
              id={id}
              className="select w-full"
              disabled={locked('scoring')}
              aria-describedby={describedBy}
              {...register('scoring')}
            >
              <option value="icpc">ICPC (solved, then penalty)</option>
              <option value="ioi">IOI (scores)</option>
            </select>
          )}
        </Field>
        {scoring === 'ioi' && (
          <Field
            label="Problem score"
            hint={hintFor('ioiScoreMode', "Per group adds up each group's best over all submissions")}
            error={errors.ioiScoreMode?.message}
          >
            {({ id, describedBy }) => (
              <select
                id={id}
                className="select w-full"
                disabled={locked('ioiScoreMode')}
                aria-describedby={describedBy}
                {...register('ioiScoreMode')}
              >
                <option value="best-submission">Best submission</option>
                <option value="best-per-group">Best per group</option>
              </select>
            )}
          </Field>
        )}
      </div>
      <Field
        label="Final results"
        hint={hintFor(
          'finalize',
          'Manual: after the end the frozen board stays frozen until an admin finalises it, then the reveal',
        )}
        error={errors.finalize?.message}
      >
        {({ id, describedBy }) => (
          <select
            id={id}
            className="select w-full"
            aria-describedby={describedBy}
            disabled={locked('finalize')}
            {...register('finalize')}
          >
            <option value="auto">Unfreeze at the end</option>
            <option value="manual">Jury finalises (manual)</option>
          </select>
        )}
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Problems</legend>
        {locked('problems') ? (
          <p className="text-xs text-base-content/60">{locks?.hint}</p>
        ) : (
          // Another tab keeps what is typed here; the list is asked again on coming back to this one.
          <Link
            to={paths.admin.create.getHref('contest')}
            target="_blank"
            rel="noopener"
            aria-label="New problem for this contest (opens in a new tab)"
            className="link link-hover inline-flex items-center gap-1 self-start text-sm"
          >
            New problem for this contest
            <ExternalLink className="size-4" aria-hidden="true" />
          </Link>
        )}
        <AsyncState query={problemsQuery} loadingLabel="Loading problems" errorText="Failed to fetch problems">
          {(problems) =>
            // Locked: the chosen problems read-only (a picker of disabled boxes would be a scroll region with nothing to reach).
            locked('problems') ? (
              <LockedProblems problems={problems} chosen={defaultValues.problems} />
            ) : (
              <Controller
                control={control}
                name="problems"
                render={({ field }) => (
                  <ProblemPicker problems={problems} value={field.value} onChange={field.onChange} />
                )}
              />
            )
          }
        </AsyncState>
        {errors.problems?.message && (
          <p role="alert" className="text-sm text-error">
            {errors.problems.message}
          </p>
        )}
      </fieldset>
      <PublicProblemWarnings warnings={warnings} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
