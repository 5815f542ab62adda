import type { FunctionSignature } from '@codeyard/shared/function-problem';

import { Field } from '../../../components/form/field';
import { inputOfValues, parameterProblems, parameterValues } from '../utils/function-input';

type FunctionCaseFieldsProps = {
  signature: FunctionSignature;
  /** The case's input: one JSON value per parameter per line. */
  input: string;
  onChange: (input: string) => void;
  caseNumber: number;
};

/**
 * A function problem's run case as LeetCode edits it: one field per parameter, under its name, each
 * checked against its type as it is typed, so a value that cannot be read is named before a Run.
 */
export function FunctionCaseFields({ signature, input, onChange, caseNumber }: FunctionCaseFieldsProps) {
  const values = parameterValues(signature, input);
  const problems = parameterProblems(signature, values);
  return (
    <div className="flex flex-col gap-2" role="group" aria-label={`Parameters of case ${caseNumber}`}>
      {signature.params.map((parameter, index) => (
        <Field
          key={parameter.name}
          label={`${parameter.name} =`}
          hint={parameter.type}
          error={problems[index] ?? undefined}
        >
          {({ id, describedBy }) => (
            <input
              id={id}
              type="text"
              className={`input input-sm w-full font-mono ${problems[index] ? 'input-error' : ''}`}
              spellCheck={false}
              autoComplete="off"
              autoCapitalize="off"
              value={values[index]}
              aria-invalid={problems[index] ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) =>
                onChange(inputOfValues(values.map((value, other) => (other === index ? event.target.value : value))))
              }
            />
          )}
        </Field>
      ))}
    </div>
  );
}
