import { Plus, X } from 'lucide-react';
import { useId } from 'react';

import { MAX_RUN_CASES, type RunTestCase } from '@codeyard/shared';
import type { FunctionSignature } from '@codeyard/shared/function-problem';

import { FunctionCaseFields } from './function-case-fields';

type TestcaseEditorProps = {
  cases: readonly RunTestCase[];
  selected: number;
  onSelect: (index: number) => void;
  onChange: (cases: RunTestCase[]) => void;
  /** An interactive problem's cases are the interactor's input, which the hint under the box says. */
  interactive?: boolean;
  /** A function problem's cases are edited one parameter at a time. */
  signature?: FunctionSignature | null | undefined;
};

/** Under an interactive problem's custom input: whose input it is, and where its values are explained. */
export const INTERACTOR_INPUT_HINT =
  "Interactive problem: this input goes to the interactor (the judge's program), not to yours. Your program reads only what the interactor sends it. Each example is the interactor's input behind one sample dialogue in the statement, including what the judge keeps secret (such as the number to guess); the statement says what each value means.";

/** The inputs Run uses: the problem's examples to begin with, editable, with more cases to add. */
export function TestcaseEditor({
  cases,
  selected,
  onSelect,
  onChange,
  interactive = false,
  signature = null,
}: TestcaseEditorProps) {
  const inputId = useId();
  const hintId = useId();
  const current = cases[selected];

  const addCase = () => {
    // A new case starts as a copy of the one on show, the quickest thing to edit.
    onChange([...cases, { input: current?.input ?? '' }]);
    onSelect(cases.length);
  };
  const changeInput = (input: string) =>
    onChange(cases.map((testCase, index) => (index === selected ? { input } : testCase)));
  const removeCase = (index: number) => {
    onChange(cases.filter((_, candidate) => candidate !== index));
    onSelect(Math.max(0, Math.min(selected, cases.length - 2)));
  };

  return (
    <section aria-label="Test cases" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-1">
        {cases.map((_, index) => (
          <span key={index} className={`join ${index === selected ? '' : 'opacity-80'}`}>
            <button
              type="button"
              className={`btn join-item btn-xs ${index === selected ? 'btn-neutral' : 'btn-ghost'}`}
              aria-pressed={index === selected}
              onClick={() => onSelect(index)}
            >
              Case {index + 1}
            </button>
            {cases.length > 1 && (
              <button
                type="button"
                className="btn join-item btn-ghost btn-xs min-w-7 px-1"
                aria-label={`Remove case ${index + 1}`}
                onClick={() => removeCase(index)}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            )}
          </span>
        ))}
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          onClick={addCase}
          disabled={cases.length >= MAX_RUN_CASES}
          title={`At most ${MAX_RUN_CASES} cases`}
        >
          <Plus className="size-3" aria-hidden="true" />
          Add case
        </button>
      </div>
      {current && signature && (
        <FunctionCaseFields
          signature={signature}
          input={current.input}
          onChange={changeInput}
          caseNumber={selected + 1}
        />
      )}
      {current && !signature && (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-xs font-medium text-base-content/70">
            Input of case {selected + 1}
          </label>
          <textarea
            id={inputId}
            className="textarea textarea-sm h-24 w-full font-mono text-sm"
            spellCheck={false}
            value={current.input}
            aria-describedby={interactive ? hintId : undefined}
            onChange={(event) => changeInput(event.target.value)}
          />
          {interactive && (
            <p id={hintId} className="text-xs text-base-content/70">
              {INTERACTOR_INPUT_HINT}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
