import type { FunctionSignature } from '@codeyard/shared/function-problem';

import { namedValues } from '../utils/function-input';
import { Output } from './output-block';

type FunctionCaseValuesProps = {
  signature: FunctionSignature;
  input: string;
  /** What the user's function returned, as compact JSON (the driver's one line). */
  output: string | null | undefined;
  /** The expected return value: the test's answer, or what the reference solution returned. */
  expected: string | null | undefined;
  expectedLabel?: string;
};

/** A function problem's run case: each parameter by name, then the returned and the expected values. */
export function FunctionCaseValues({
  signature,
  input,
  output,
  expected,
  expectedLabel = 'Expected',
}: FunctionCaseValuesProps) {
  return (
    <>
      <div>
        <p className="text-xs font-medium text-base-content/70">Input</p>
        <dl className="mt-1 flex flex-col gap-1">
          {namedValues(signature, input).map(({ name, value }) => (
            <div key={name} className="flex min-w-0 gap-1 rounded bg-base-200 p-2 font-mono text-xs">
              <dt className="shrink-0">{name} =</dt>
              <dd className="min-w-0 overflow-x-auto whitespace-pre">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Output label="Output" value={output?.trimEnd()} />
      <Output label={expectedLabel} value={expected?.trimEnd()} />
    </>
  );
}
