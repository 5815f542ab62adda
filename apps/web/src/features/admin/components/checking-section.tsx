import { useState } from 'react';
import type { Control, FieldErrors, UseFormRegister, UseFormSetValue, UseFormWatch } from 'react-hook-form';

import {
  CHECKER_LANGUAGES,
  INTERACTOR_LANGUAGES,
  languageLabel,
  type CheckingInput,
  type InteractorLanguage,
} from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import type { ProblemBody, ProblemFormValues } from '../utils/problem-form-values';
import { CodeField } from './code-field';

/** The Checking card's four ways; `compare` covers the three plain comparisons. */
type CheckingWay = 'compare' | 'float' | 'custom' | 'interactive';

const WAYS: { way: CheckingWay; label: string }[] = [
  { way: 'compare', label: 'Compare the output' },
  { way: 'float', label: 'Compare numbers with a tolerance' },
  { way: 'custom', label: 'Custom checker' },
  { way: 'interactive', label: 'Interactive (an interactor talks with the program)' },
];

const COMPARISONS: { kind: 'lines' | 'exact' | 'tokens'; label: string }[] = [
  { kind: 'lines', label: 'Line by line, ignoring trailing spaces' },
  { kind: 'exact', label: 'Exactly, byte for byte' },
  { kind: 'tokens', label: 'Word by word, ignoring spacing and letter case' },
];

/** Kattis's usual float_tolerance. */
const DEFAULT_TOLERANCE = 0.000001;

/** What a new interactor starts from: the Kattis protocol, in the first interactor language (C++). */
const INTERACTOR_TEMPLATE = `// Run as: interactor input_file answer_file feedback_dir
// stdin: what the submission writes; stdout: what it reads (flush after every line).
// Exit 42: accepted. Exit 43: wrong answer.
#include <bits/stdc++.h>
using namespace std;

int main(int argc, char** argv) {
    signal(SIGPIPE, SIG_IGN);
    ifstream input(argv[1]);
    // TODO: read the test's input, talk with the submission, then decide.
    return 42;
}
`;

/** What a new custom checker starts from: a Kattis output validator in C++. */
const CHECKER_TEMPLATE = `// Run as: checker input_file answer_file feedback_dir < program_output
// Exit 42: accepted. Exit 43: wrong answer (judgemessage.txt in feedback_dir may say why).
#include <bits/stdc++.h>
using namespace std;

int main(int argc, char** argv) {
    ifstream input(argv[1]), answer(argv[2]);
    // TODO: read the test's input and answer, then the program's output from stdin, and decide.
    string expected, got;
    answer >> expected;
    cin >> got;
    return got == expected ? 42 : 43;
}
`;

function wayOf(values: Pick<ProblemFormValues, 'checking' | 'interactor'>): CheckingWay {
  if (values.interactor) return 'interactive';
  if (values.checking?.kind === 'float' || values.checking?.kind === 'custom') return values.checking.kind;
  return 'compare';
}

/** A tolerance box's value: blank is no tolerance; anything else is checked by the shared schema. */
const toleranceValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

type CheckingSectionProps = {
  control: Control<ProblemFormValues, unknown, ProblemBody>;
  register: UseFormRegister<ProblemFormValues>;
  errors: FieldErrors<ProblemFormValues>;
  setValue: UseFormSetValue<ProblemFormValues>;
  watch: UseFormWatch<ProblemFormValues>;
  initialValues: Pick<ProblemFormValues, 'checking' | 'interactor'>;
};

/**
 * The problem form's Checking card: the output compared (line by line, exactly, or word by word),
 * numbers compared with a tolerance, a custom checker (a Kattis output validator), or an
 * interactive problem whose interactor talks with the submission. The server stores each the way
 * a problem package's would be and verifies the reference solutions with it on save.
 */
export function CheckingSection({ control, register, errors, setValue, watch, initialValues }: CheckingSectionProps) {
  const [way, setWay] = useState<CheckingWay>(() => wayOf(initialValues));
  // An imported checker or interactor the form cannot show (several files, another language): kept as it is.
  const keepsImported =
    initialValues.interactor === undefined || (initialValues.checking === undefined && !initialValues.interactor);
  const [keeping, setKeeping] = useState(keepsImported);

  const choose = (next: CheckingWay) => {
    setWay(next);
    setKeeping(false);
    setValue(
      'interactor',
      next === 'interactive' ? { language: INTERACTOR_LANGUAGES[0], source: INTERACTOR_TEMPLATE } : null,
    );
    const checking: CheckingInput | undefined =
      next === 'compare'
        ? { kind: 'lines' }
        : next === 'float'
          ? { kind: 'float', absoluteTolerance: DEFAULT_TOLERANCE, relativeTolerance: DEFAULT_TOLERANCE }
          : next === 'custom'
            ? { kind: 'custom', language: CHECKER_LANGUAGES[0], source: CHECKER_TEMPLATE }
            : undefined;
    setValue('checking', checking);
  };

  const checkingErrors = errors.checking as
    | Partial<Record<'kind' | 'absoluteTolerance' | 'relativeTolerance' | 'language' | 'source', { message?: string }>>
    | undefined;
  const interactorErrors = errors.interactor;
  const checkerLanguage =
    (watch('checking.language' as 'checking') as unknown as InteractorLanguage | undefined) ?? CHECKER_LANGUAGES[0];
  const interactorLanguage = watch('interactor.language') ?? INTERACTOR_LANGUAGES[0];

  return (
    <section className="card card-border bg-base-100">
      <div className="card-body gap-4">
        <h2 className="card-title">Checking</h2>
        <fieldset className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          <legend className="sr-only">How answers are checked</legend>
          {WAYS.map((option) => (
            <label key={option.way} className="flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                className="radio radio-sm"
                name="checking-way"
                checked={!keeping && way === option.way}
                onChange={() => choose(option.way)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {keeping ? (
          <p className="text-sm text-base-content/70">
            This problem&apos;s {initialValues.interactor === undefined ? 'interactor' : 'checker'} came with its
            package, in a form this page does not edit, and is kept as it is unless you choose another way above.
          </p>
        ) : way === 'compare' ? (
          <Field label="Comparison">
            {({ id, describedBy }) => (
              <select
                id={id}
                className="select w-full sm:w-96"
                aria-describedby={describedBy}
                {...register('checking.kind')}
              >
                {COMPARISONS.map((comparison) => (
                  <option key={comparison.kind} value={comparison.kind}>
                    {comparison.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : way === 'float' ? (
          <>
            <p className="text-sm text-base-content/70">
              Output is compared word by word; a number is accepted when it is within either tolerance of the expected
              one. Leave a box blank to use only the other.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {(['absolute', 'relative'] as const).map((kind) => (
                <Field
                  key={kind}
                  label={kind === 'absolute' ? 'Absolute tolerance' : 'Relative tolerance'}
                  hint="e.g. 1e-6"
                  error={checkingErrors?.[`${kind}Tolerance`]?.message}
                >
                  {({ id, describedBy }) => (
                    <input
                      id={id}
                      type="text"
                      inputMode="decimal"
                      className="input w-full"
                      aria-describedby={describedBy}
                      {...register(`checking.${kind}Tolerance` as 'checking', { setValueAs: toleranceValue })}
                    />
                  )}
                </Field>
              ))}
            </div>
          </>
        ) : way === 'custom' ? (
          <>
            <p className="text-sm text-base-content/70">
              The checker runs once per test with the test&apos;s input and output files as its arguments and the
              program&apos;s output on stdin, and exits 42 to accept or 43 to reject; <code>judgemessage.txt</code> in
              its feedback directory may say why.
            </p>
            <Field label="Checker language" error={checkingErrors?.language?.message}>
              {({ id, describedBy }) => (
                <select
                  id={id}
                  className="select w-full sm:w-60"
                  aria-describedby={describedBy}
                  {...register('checking.language' as 'checking')}
                >
                  {CHECKER_LANGUAGES.map((language) => (
                    <option key={language} value={language}>
                      {languageLabel(language)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <CodeField
              // Each code field keeps its own editor model: without keys React would hand this one's to the other.
              key="checker"
              control={control}
              name={'checking.source' as 'title'}
              label="Checker source"
              language={checkerLanguage}
              error={checkingErrors?.source?.message}
              heightClass="h-80"
            />
          </>
        ) : (
          <>
            <p className="text-sm text-base-content/70">
              Each test case&apos;s input is the interactor&apos;s input file and its output the interactor&apos;s
              answer file; neither reaches the submission. The interactor reads what the submission writes on stdin,
              writes to it on stdout, and exits 42 to accept or 43 to reject; <code>teammessage.txt</code> in its
              feedback directory may explain a verdict to the user.
            </p>
            <Field label="Interactor language" error={interactorErrors?.language?.message}>
              {({ id, describedBy }) => (
                <select
                  id={id}
                  className="select w-full sm:w-60"
                  aria-describedby={describedBy}
                  {...register('interactor.language')}
                >
                  {INTERACTOR_LANGUAGES.map((language) => (
                    <option key={language} value={language}>
                      {languageLabel(language)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <CodeField
              key="interactor"
              control={control}
              name="interactor.source"
              label="Interactor source"
              language={interactorLanguage}
              error={interactorErrors?.source?.message}
              heightClass="h-80"
            />
          </>
        )}
      </div>
    </section>
  );
}
