import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';

import { Field } from '../../../components/form/field';
import type { ProblemBody, ProblemFormValues } from '../utils/problem-form-values';
import { KindChoice } from './kind-choice';

type ScoringSectionProps = {
  control: Control<ProblemFormValues, unknown, ProblemBody>;
  register: UseFormRegister<ProblemFormValues>;
  errors: FieldErrors<ProblemFormValues>;
  setValue: UseFormSetValue<ProblemFormValues>;
  /** How many hidden test cases the form holds now: each can be put in a group. */
  hiddenCount: number;
  /** Whether the problem starts out scored (the edit form of a scored problem). */
  initiallyScored: boolean;
};

/**
 * The problem form's Scoring card: pass-fail (every hidden test must pass) or scored, with groups
 * of hidden tests worth points (a group's points count only when all its tests pass). The server
 * checks that every hidden test is in exactly one group and says which is not.
 */
export function ScoringSection({
  control,
  register,
  errors,
  setValue,
  hiddenCount,
  initiallyScored,
}: ScoringSectionProps) {
  const [scored, setScored] = useState(initiallyScored);
  const onScoredChange = (next: boolean) => {
    // Scored starts as one group of every hidden test worth 100; pass-fail sends no scoring at all.
    setValue(
      'scoring',
      next
        ? { groups: [{ name: 'Subtask 1', points: 100, tests: Array.from({ length: hiddenCount }, (_, i) => i) }] }
        : null,
    );
    setScored(next);
  };
  return (
    <section className="card card-border bg-base-100">
      <div className="card-body gap-4">
        <h2 className="card-title">Scoring</h2>
        <KindChoice
          legend="Scoring"
          name="scoring-kind"
          value={scored}
          onChange={onScoredChange}
          offLabel="Pass/fail"
          onLabel="Scored (groups of hidden tests with points)"
        />
        {scored && <ScoringGroups control={control} register={register} errors={errors} hiddenCount={hiddenCount} />}
      </div>
    </section>
  );
}

/**
 * The groups of a scored problem. Mounted only while the problem is scored: a field array registers
 * its list in the form (as `{ groups: [] }`), which a pass-fail problem must not send.
 */
function ScoringGroups({
  control,
  register,
  errors,
  hiddenCount,
}: Pick<ScoringSectionProps, 'control' | 'register' | 'errors' | 'hiddenCount'>) {
  const groups = useFieldArray({ control, name: 'scoring.groups' });
  const groupErrors = errors.scoring?.groups;
  const listMessage = groupErrors?.message ?? groupErrors?.root?.message;
  return (
    <>
      {listMessage && (
        <p role="alert" className="text-sm text-error">
          {listMessage}
        </p>
      )}
      {groups.fields.map((field, index) => (
        <div key={field.id} className="flex flex-col gap-3 rounded-box border border-base-300 p-3">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-medium">Group {index + 1}</h3>
            <button
              type="button"
              className="btn btn-ghost btn-xs text-error"
              onClick={() => groups.remove(index)}
              aria-label={`Remove group ${index + 1}`}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Remove
            </button>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={`Group ${index + 1} name`} error={groupErrors?.[index]?.name?.message}>
              {({ id, describedBy }) => (
                <input
                  id={id}
                  className="input w-full"
                  aria-describedby={describedBy}
                  {...register(`scoring.groups.${index}.name`)}
                />
              )}
            </Field>
            <Field label={`Group ${index + 1} points`} error={groupErrors?.[index]?.points?.message}>
              {({ id, describedBy }) => (
                <input
                  id={id}
                  type="number"
                  min={1}
                  step={1}
                  className="input w-full"
                  aria-describedby={describedBy}
                  {...register(`scoring.groups.${index}.points`, { valueAsNumber: true })}
                />
              )}
            </Field>
          </div>
          <Controller
            control={control}
            name={`scoring.groups.${index}.tests`}
            render={({ field: tests }) => (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium">Group {index + 1} hidden tests</legend>
                <div className="flex flex-wrap gap-x-4 gap-y-2">
                  {Array.from({ length: hiddenCount }, (_, test) => (
                    <label key={test} className="flex cursor-pointer items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="checkbox checkbox-sm"
                        checked={tests.value.includes(test)}
                        onChange={(event) =>
                          tests.onChange(
                            event.target.checked
                              ? [...tests.value, test].sort((left, right) => left - right)
                              : tests.value.filter((chosen) => chosen !== test),
                          )
                        }
                      />
                      Hidden case {test + 1}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          />
        </div>
      ))}
      <div>
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => groups.append({ name: `Subtask ${groups.fields.length + 1}`, points: 10, tests: [] })}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add Group
        </button>
      </div>
    </>
  );
}
