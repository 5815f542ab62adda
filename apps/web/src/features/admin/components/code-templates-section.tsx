import type { Control, FieldErrors, UseFieldArrayReturn } from 'react-hook-form';

import {
  languageLabel,
  normalizeLanguage,
  solverLanguages,
  type SolverLanguage,
  type VerificationFailure,
} from '@codeyard/shared';

import { FORM_LANGUAGES, type ProblemBody, type ProblemFormValues } from '../utils/problem-form-values';
import { CodeField } from './code-field';
import { LanguageReport } from './verification-report';

/** C++, Java and JavaScript cannot be removed: every problem has them ("All three languages required"). */
function isRequired(language: string): boolean {
  const id = normalizeLanguage(language);
  return id !== null && FORM_LANGUAGES.includes(id);
}

type CodeTemplatesProps = {
  control: Control<ProblemFormValues, unknown, ProblemBody>;
  errors: FieldErrors<ProblemFormValues>;
  startCode: UseFieldArrayReturn<ProblemFormValues, 'startCode'>;
  referenceCode: UseFieldArrayReturn<ProblemFormValues, 'referenceCode'>;
  onAddLanguage: (language: SolverLanguage) => void;
  onRemoveLanguage: (language: SolverLanguage) => void;
  /** A list-level message of the start or reference code ('All three languages required'). */
  listMessage: string | undefined;
  /** The last 422 answer: each language's report is shown beside its code. */
  verification: VerificationFailure | null;
  /** False for a function problem, whose start code is each language's stub (the Function card previews them). */
  withStartCode?: boolean;
};

/** The problem form's "Code Templates" card: start code and reference solution per language, with the verification report beside each. */
export function CodeTemplatesSection({
  control,
  errors,
  startCode,
  referenceCode,
  onAddLanguage,
  onRemoveLanguage,
  listMessage,
  verification,
  withStartCode = true,
}: CodeTemplatesProps) {
  const inUse = new Set(startCode.fields.map((field) => normalizeLanguage(field.language)));
  // Every language Codeyard judges may carry its own code; one this judge lacks is kept, and reported "not run".
  const addable = solverLanguages().filter((language) => !inUse.has(language));
  const reportFor = (language: string) =>
    verification?.report.find(
      (entry) =>
        normalizeLanguage(entry.language) === normalizeLanguage(language) && normalizeLanguage(language) !== null,
    );
  return (
    <section className="card card-border bg-base-100">
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="card-title">Code Templates</h2>
          {addable.length > 0 && (
            <select
              aria-label="Add a language"
              className="select select-sm w-auto"
              value=""
              onChange={(event) => {
                const language = normalizeLanguage(event.target.value);
                if (language) onAddLanguage(language);
              }}
            >
              <option value="" disabled>
                Add a language…
              </option>
              {addable.map((language) => (
                <option key={language} value={language}>
                  {languageLabel(language)}
                </option>
              ))}
            </select>
          )}
        </div>
        {!withStartCode && (
          <p className="text-sm text-base-content/70">
            A function problem starts from each language&apos;s stub (previewed in the Function card); write each
            reference solution as the stub&apos;s function.
          </p>
        )}
        {listMessage && (
          <p role="alert" className="text-sm text-error">
            {listMessage}
          </p>
        )}
        {verification && (
          <div role="alert" className="alert alert-error alert-soft">
            {verification.message}
          </div>
        )}
        {startCode.fields.map((field, index) => {
          const label = languageLabel(field.language);
          // A language this build does not know keeps its code; its editor just colours it as C++.
          const language = normalizeLanguage(field.language) ?? FORM_LANGUAGES[0]!;
          const referenceIndex = referenceCode.fields.findIndex(
            (candidate) => normalizeLanguage(candidate.language) === normalizeLanguage(field.language),
          );
          const report = reportFor(field.language);
          return (
            <section
              key={field.id}
              aria-label={`${label} code`}
              className="grid gap-3 rounded-box border border-base-300 p-3 lg:grid-cols-2"
            >
              <div className="flex min-w-0 flex-col gap-3">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="font-semibold">{label}</h3>
                  {!isRequired(field.language) && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      onClick={() => {
                        const language = normalizeLanguage(field.language);
                        if (language) onRemoveLanguage(language);
                      }}
                    >
                      Remove {label}
                    </button>
                  )}
                </div>
                {withStartCode && (
                  <CodeField
                    control={control}
                    name={`startCode.${index}.initialcode`}
                    label={`${label} start code`}
                    language={language}
                    error={errors.startCode?.[index]?.initialcode?.message}
                  />
                )}
                {referenceIndex !== -1 && (
                  <CodeField
                    control={control}
                    name={`referenceCode.${referenceIndex}.completecode`}
                    label={`${label} reference solution`}
                    language={language}
                    error={errors.referenceCode?.[referenceIndex]?.completecode?.message}
                  />
                )}
              </div>
              <div className="flex flex-col gap-2 lg:pt-8">
                {report ? (
                  <LanguageReport report={report} />
                ) : verification ? (
                  <p className="text-sm text-base-content/60">Not checked.</p>
                ) : null}
              </div>
            </section>
          );
        })}
      </div>
    </section>
  );
}
