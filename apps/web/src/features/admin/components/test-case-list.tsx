import { Plus, Trash2 } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import { Field } from '../../../components/form/field';
import type { ProblemFormValues } from '../utils/problem-form-values';

type TestCaseListProps = {
  /** 'Visible' or 'Hidden': the section's title, buttons and labels say it. */
  kind: 'Visible' | 'Hidden';
  name: 'visibletestcases' | 'hiddentestcases';
  /** The field array's rows (their ids key the rows). */
  fields: { id: string }[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  register: UseFormRegister<ProblemFormValues>;
  errors: FieldErrors<ProblemFormValues>;
  /** An error about the list as a whole ('At least one visible test case'). */
  listMessage: string | undefined;
  /** Visible cases carry an explanation shown under the example. */
  withExplanation: boolean;
};

/** One of the problem form's test case sections: a card with its cases, each removable, and Add. */
export function TestCaseList({
  kind,
  name,
  fields,
  onAdd,
  onRemove,
  register,
  errors,
  listMessage,
  withExplanation,
}: TestCaseListProps) {
  const lower = kind.toLowerCase();
  return (
    <section className="card card-border bg-base-100">
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="card-title">{kind} Test Cases</h2>
          <button type="button" className="btn btn-sm" onClick={onAdd}>
            <Plus className="size-4" aria-hidden="true" />
            Add {kind} Case
          </button>
        </div>
        {listMessage && (
          <p role="alert" className="text-sm text-error">
            {listMessage}
          </p>
        )}
        {fields.map((field, index) => {
          const label = `${kind} case ${index + 1}`;
          const caseErrors = errors[name]?.[index];
          return (
            <div key={field.id} className="flex flex-col gap-3 rounded-box border border-base-300 p-3">
              <div className="flex items-center justify-between">
                <h3 className="font-medium">{label}</h3>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs text-error"
                  onClick={() => onRemove(index)}
                  aria-label={`Remove ${lower} case ${index + 1}`}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Remove
                </button>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={`${label} input`} error={caseErrors?.input?.message}>
                  {({ id, describedBy }) => (
                    <textarea
                      id={id}
                      className="textarea w-full font-mono text-sm"
                      aria-describedby={describedBy}
                      {...register(`${name}.${index}.input`)}
                    />
                  )}
                </Field>
                <Field label={`${label} output`} error={caseErrors?.output?.message}>
                  {({ id, describedBy }) => (
                    <textarea
                      id={id}
                      className="textarea w-full font-mono text-sm"
                      aria-describedby={describedBy}
                      {...register(`${name}.${index}.output`)}
                    />
                  )}
                </Field>
              </div>
              {withExplanation && (
                <Field label={`${label} explanation`} error={caseErrors?.explanation?.message}>
                  {({ id, describedBy }) => (
                    <textarea
                      id={id}
                      className="textarea w-full text-sm"
                      aria-describedby={describedBy}
                      {...register(`${name}.${index}.explanation`)}
                    />
                  )}
                </Field>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
