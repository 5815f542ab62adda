import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';

import type { FunctionSignature } from '@codeyard/shared/function-problem';

import type { ProblemBody, ProblemFormValues } from '../utils/problem-form-values';
import { FunctionSignatureFields } from './function-signature-fields';
import { FunctionStubPreview } from './function-stub-preview';

/** What a problem turned into a function problem starts from: one parameter, to be named. */
const NEW_SIGNATURE: FunctionSignature = {
  name: '',
  params: [{ name: '', type: 'int[]' }],
  returns: 'int',
  comparison: 'exact',
};

type FunctionSectionProps = {
  control: Control<ProblemFormValues, unknown, ProblemBody>;
  register: UseFormRegister<ProblemFormValues>;
  errors: FieldErrors<ProblemFormValues>;
  setValue: UseFormSetValue<ProblemFormValues>;
};

/**
 * The problem form's Function card: off, the problem reads stdin and writes stdout as always; on,
 * it is a LeetCode-style function problem: the signature, how its returned value is compared, and
 * the stub each language opens on (the problem's start code, so the Code Templates card asks none).
 */
export function FunctionSection({ control, register, errors, setValue }: FunctionSectionProps) {
  const signature = useWatch({ control, name: 'function' });
  const on = signature !== null;
  return (
    <section className="card card-border bg-base-100">
      <div className="card-body gap-4">
        <h2 className="card-title">Function</h2>
        <label className="flex cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            role="switch"
            className="toggle toggle-primary"
            checked={on}
            onChange={(event) =>
              setValue('function', event.target.checked ? structuredClone(NEW_SIGNATURE) : null, {
                shouldDirty: true,
              })
            }
          />
          Function problem (LeetCode style)
        </label>
        {on ? (
          <>
            <p className="text-sm text-base-content/70">
              The user writes only the function. Each test&apos;s input is one JSON value per parameter per line, in the
              order below; its output is the expected return value as JSON.
            </p>
            <FunctionSignatureFields control={control} register={register} errors={errors} />
            <FunctionStubPreview signature={signature} />
          </>
        ) : (
          <p className="text-sm text-base-content/70">
            Off: the program reads the test&apos;s input on stdin and writes its answer on stdout.
          </p>
        )}
      </div>
    </section>
  );
}
