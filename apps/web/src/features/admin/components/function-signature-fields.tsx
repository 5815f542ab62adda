import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';

import {
  COMPARISONS,
  DEFAULT_TOLERANCE,
  VALUE_TYPE_SPELLINGS,
  type Comparison,
  type FunctionSignature,
} from '@codeyard/shared/function-problem';

import { Field } from '../../../components/form/field';
import type { ProblemBody, ProblemFormValues } from '../utils/problem-form-values';

const COMPARISON_LABELS: Record<Comparison, string> = {
  exact: 'Exact',
  'any-order': 'Any order (a returned array’s order is free)',
  tolerance: 'Tolerance (doubles within an absolute or relative error)',
};

/** A tolerance box's value: blank is none (the schema then says one is needed); anything else a number. */
const toleranceValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

type FunctionSignatureFieldsProps = {
  control: Control<ProblemFormValues, unknown, ProblemBody>;
  register: UseFormRegister<ProblemFormValues>;
  errors: FieldErrors<ProblemFormValues>;
};

function TypePicker({
  id,
  describedBy,
  ...registered
}: { id: string; describedBy: string | undefined } & ReturnType<UseFormRegister<ProblemFormValues>>) {
  return (
    <select id={id} className="select w-full font-mono" aria-describedby={describedBy} {...registered}>
      {VALUE_TYPE_SPELLINGS.map((spelling) => (
        <option key={spelling} value={spelling}>
          {spelling}
        </option>
      ))}
    </select>
  );
}

/** The Function card's signature: the function's name, its parameters in order, its return type and comparison. */
export function FunctionSignatureFields({ control, register, errors }: FunctionSignatureFieldsProps) {
  const params = useFieldArray({ control, name: 'function.params' });
  const signatureErrors = errors.function as FieldErrors<FunctionSignature> | undefined;
  const paramErrors = signatureErrors?.params as
    (FieldErrors<FunctionSignature>['params'] & { root?: { message?: string } }) | undefined;
  const listMessage = paramErrors?.message ?? paramErrors?.root?.message;
  const comparison = useWatch({ control, name: 'function.comparison' });
  return (
    <>
      <Field
        label="Function name"
        hint="camelCase, as LeetCode names it: twoSum"
        error={signatureErrors?.name?.message}
      >
        {({ id, describedBy }) => (
          <input
            id={id}
            className="input w-full font-mono sm:w-80"
            spellCheck={false}
            autoComplete="off"
            aria-describedby={describedBy}
            {...register('function.name')}
          />
        )}
      </Field>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">Parameters</legend>
        {listMessage && (
          <p role="alert" className="text-sm text-error">
            {listMessage}
          </p>
        )}
        {params.fields.map((field, index) => {
          const number = index + 1;
          return (
            <div key={field.id} className="flex flex-col gap-2 rounded-box border border-base-300 p-3">
              <div className="grid gap-2 sm:grid-cols-2">
                <Field label={`Parameter ${number} name`} error={paramErrors?.[index]?.name?.message}>
                  {({ id, describedBy }) => (
                    <input
                      id={id}
                      className="input w-full font-mono"
                      spellCheck={false}
                      autoComplete="off"
                      aria-describedby={describedBy}
                      {...register(`function.params.${index}.name`)}
                    />
                  )}
                </Field>
                <Field label={`Parameter ${number} type`} error={paramErrors?.[index]?.type?.message}>
                  {({ id, describedBy }) => (
                    <TypePicker id={id} describedBy={describedBy} {...register(`function.params.${index}.type`)} />
                  )}
                </Field>
              </div>
              {/* LeetCode's hidden cycle position comes with an imported package; the form keeps it and says so. */}
              {(field as { cycleOf?: string }).cycleOf !== undefined && (
                <p className="text-sm text-base-content/70">
                  The position where {(field as { cycleOf?: string }).cycleOf}&apos;s tail links back (LeetCode&apos;s
                  pos): read by the judge, not passed to the function.
                </p>
              )}
              {paramErrors?.[index]?.cycleOf?.message && (
                <p role="alert" className="text-sm text-error">
                  {paramErrors[index].cycleOf.message}
                </p>
              )}
              <div className="flex flex-wrap gap-1">
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  disabled={index === 0}
                  onClick={() => params.move(index, index - 1)}
                  aria-label={`Move parameter ${number} up`}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  disabled={index === params.fields.length - 1}
                  onClick={() => params.move(index, index + 1)}
                  aria-label={`Move parameter ${number} down`}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs text-error"
                  onClick={() => params.remove(index)}
                  aria-label={`Remove parameter ${number}`}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Remove
                </button>
              </div>
            </div>
          );
        })}
        <button
          type="button"
          className="btn btn-sm self-start"
          onClick={() => params.append({ name: '', type: 'int' })}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add Parameter
        </button>
      </fieldset>
      <Field label="Return type" error={signatureErrors?.returns?.message}>
        {({ id, describedBy }) => <TypePicker id={id} describedBy={describedBy} {...register('function.returns')} />}
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Comparison of the returned value</legend>
        {COMPARISONS.map((kind) => (
          <label key={kind} className="flex cursor-pointer items-center gap-2">
            <input type="radio" className="radio radio-sm" value={kind} {...register('function.comparison')} />
            {COMPARISON_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      {comparison === 'tolerance' && (
        <Field label="Tolerance" hint={`e.g. ${DEFAULT_TOLERANCE}`} error={signatureErrors?.tolerance?.message}>
          {({ id, describedBy }) => (
            <input
              id={id}
              type="text"
              inputMode="decimal"
              className="input w-full sm:w-60"
              aria-describedby={describedBy}
              {...register('function.tolerance', { setValueAs: toleranceValue })}
            />
          )}
        </Field>
      )}
    </>
  );
}
