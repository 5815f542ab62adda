import { useState } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';

import { INTERACTOR_LANGUAGES, languageLabel } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import type { ProblemFormValues } from '../utils/problem-form-values';
import { KindChoice } from './kind-choice';

type InteractorSectionProps = {
  register: UseFormRegister<ProblemFormValues>;
  errors: FieldErrors<ProblemFormValues>;
  setValue: UseFormSetValue<ProblemFormValues>;
  /** Whether the problem starts out interactive (the edit form of an interactive problem). */
  initiallyInteractive: boolean;
  /** An imported interactor in a language the form does not edit (C, Java…): kept as it is. */
  keepsImportedInteractor: boolean;
};

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

/**
 * The problem form's Checking card: the submission's output compared with the expected one, or an
 * interactive problem whose interactor (C++ or Python) talks with the submission, as the Kattis
 * format runs it. Each test's input is then the interactor's input and its output the interactor's
 * answer file; the server verifies the reference solutions against the interactor on save.
 */
export function InteractorSection({
  register,
  errors,
  setValue,
  initiallyInteractive,
  keepsImportedInteractor,
}: InteractorSectionProps) {
  const [interactive, setInteractive] = useState(initiallyInteractive);
  const onInteractiveChange = (next: boolean) => {
    setInteractive(next);
    setValue('interactor', next ? { language: INTERACTOR_LANGUAGES[0], source: INTERACTOR_TEMPLATE } : null);
  };
  const interactorErrors = errors.interactor;
  if (keepsImportedInteractor) {
    return (
      <section className="card card-border bg-base-100">
        <div className="card-body gap-2">
          <h2 className="card-title">Checking</h2>
          <p className="text-sm text-base-content/70">
            Interactive: this problem&apos;s interactor came with its package, in a language this form does not edit,
            and is kept as it is.
          </p>
        </div>
      </section>
    );
  }
  return (
    <section className="card card-border bg-base-100">
      <div className="card-body gap-4">
        <h2 className="card-title">Checking</h2>
        <KindChoice
          legend="Checking"
          name="checking-kind"
          value={interactive}
          onChange={onInteractiveChange}
          offLabel="Compare the output"
          onLabel="Interactive (an interactor talks with the program)"
        />
        {interactive && (
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
            <Field label="Interactor source" error={interactorErrors?.source?.message}>
              {({ id, describedBy }) => (
                <textarea
                  id={id}
                  rows={14}
                  spellCheck={false}
                  className="textarea w-full font-mono text-sm"
                  aria-describedby={describedBy}
                  {...register('interactor.source')}
                />
              )}
            </Field>
          </>
        )}
      </div>
    </section>
  );
}
