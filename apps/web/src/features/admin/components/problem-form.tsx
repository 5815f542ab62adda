import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, type FieldErrors, type Resolver } from 'react-hook-form';

import {
  CREATE_FORM_TAGS,
  createProblemSchema,
  DIFFICULTIES,
  LANGUAGE_LABELS,
  normalizeLanguage,
  PROBLEM_VISIBILITIES,
  PROBLEM_VISIBILITY_LABELS,
  updateProblemSchema,
  type CreateProblemBody,
  type UpdateProblemBody,
  type VerificationFailure,
} from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { OPTIONAL_FORM_LANGUAGE, type ProblemFormValues } from '../utils/problem-form-values';
import { TestCaseList } from './test-case-list';
import { LanguageReport } from './verification-report';

export type ProblemFormMode = 'create' | 'update';
export type ProblemBody = CreateProblemBody | UpdateProblemBody;

type ProblemFormProps = {
  mode: ProblemFormMode;
  defaultValues: ProblemFormValues;
  onSubmit: (body: ProblemBody) => Promise<void>;
  /** The last 422 answer: shown beside each language's code. */
  verification: VerificationFailure | null;
  /** Any other failure of the last save, shown next to the submit button. */
  failure?: string | null;
  submitLabel: string;
  submittingLabel: string;
};

// Both schemas take the form's values as input; the create one allows one tag, the update one a list.
const resolvers: Record<ProblemFormMode, Resolver<ProblemFormValues, unknown, ProblemBody>> = {
  create: zodResolver(createProblemSchema) as unknown as Resolver<ProblemFormValues, unknown, ProblemBody>,
  update: zodResolver(updateProblemSchema) as unknown as Resolver<ProblemFormValues, unknown, ProblemBody>,
};

function languageLabel(language: string): string {
  const normalized = normalizeLanguage(language);
  return normalized ? LANGUAGE_LABELS[normalized] : language;
}

/** A list-level error message (e.g. 'All three languages required'), wherever the resolver put it. */
function listError(error: FieldErrors<ProblemFormValues>[keyof ProblemFormValues] | undefined): string | undefined {
  if (!error) return undefined;
  const withRoot = error as { message?: string; root?: { message?: string } };
  return withRoot.message ?? withRoot.root?.message;
}

const optionalNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

/** The create- and update-problem form (docs/product.md §2, §5; issue 5). */
export function ProblemForm({ mode, defaultValues, onSubmit, verification, failure = null, submitLabel, submittingLabel }: ProblemFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProblemFormValues, unknown, ProblemBody>({ resolver: resolvers[mode], defaultValues });

  const visible = useFieldArray({ control, name: 'visibletestcases' });
  const hidden = useFieldArray({ control, name: 'hiddentestcases' });
  const startCode = useFieldArray({ control, name: 'startCode' });
  const referenceCode = useFieldArray({ control, name: 'referenceCode' });

  const hasPython = startCode.fields.some((field) => normalizeLanguage(field.language) === OPTIONAL_FORM_LANGUAGE);

  const togglePython = () => {
    if (hasPython) {
      const startIndex = startCode.fields.findIndex((field) => normalizeLanguage(field.language) === OPTIONAL_FORM_LANGUAGE);
      const referenceIndex = referenceCode.fields.findIndex((field) => normalizeLanguage(field.language) === OPTIONAL_FORM_LANGUAGE);
      if (startIndex !== -1) startCode.remove(startIndex);
      if (referenceIndex !== -1) referenceCode.remove(referenceIndex);
      return;
    }
    startCode.append({ language: OPTIONAL_FORM_LANGUAGE, initialcode: '' });
    referenceCode.append({ language: OPTIONAL_FORM_LANGUAGE, completecode: '' });
  };

  const reportFor = (language: string) =>
    verification?.report.find((entry) => normalizeLanguage(entry.language) === normalizeLanguage(language) && normalizeLanguage(language) !== null);

  const submit = handleSubmit(onSubmit);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <section className="card card-border bg-base-100">
        <div className="card-body gap-4">
          <h2 className="card-title">Basic Information</h2>
          <Field label="Title" error={errors.title?.message}>
            {({ id, describedBy }) => <input id={id} className="input w-full" aria-describedby={describedBy} {...register('title')} />}
          </Field>
          {mode === 'update' && (
            <Field label="Slug" error={errors.slug?.message} hint="Names the exported package; importing a package with this name updates this problem.">
              {({ id, describedBy }) => <input id={id} className="input w-full font-mono" spellCheck={false} aria-describedby={describedBy} {...register('slug')} />}
            </Field>
          )}
          <Field label="Description" error={errors.description?.message} hint="Markdown is supported.">
            {({ id, describedBy }) => <textarea id={id} className="textarea h-40 w-full font-mono text-sm" aria-describedby={describedBy} {...register('description')} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Difficulty" error={errors.difficulty?.message}>
              {({ id, describedBy }) => (
                <select id={id} className="select w-full" aria-describedby={describedBy} {...register('difficulty')}>
                  {DIFFICULTIES.map((difficulty) => (
                    <option key={difficulty} value={difficulty}>
                      {difficulty}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {mode === 'create' ? (
              <Field label="Tag" error={errors.tags?.message}>
                {({ id, describedBy }) => (
                  <select id={id} className="select w-full" aria-describedby={describedBy} {...register('tags')}>
                    {CREATE_FORM_TAGS.map((tag) => (
                      <option key={tag} value={tag}>
                        {tag}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : (
              <Field label="Tags" error={errors.tags?.message} hint="Comma-separated, e.g. array, dp">
                {({ id, describedBy }) => <input id={id} className="input w-full" aria-describedby={describedBy} {...register('tags')} />}
              </Field>
            )}
          </div>
          <Field label="Visibility" error={errors.visibility?.message} hint="A contest problem stays hidden from users until its contest starts; during the contest its discussions, AI tutor, editorial and solutions are closed.">
            {({ id, describedBy }) => (
              <select id={id} className="select w-full" aria-describedby={describedBy} {...register('visibility')}>
                {PROBLEM_VISIBILITIES.map((visibility) => (
                  <option key={visibility} value={visibility}>
                    {PROBLEM_VISIBILITY_LABELS[visibility]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Time limit (ms)" error={errors.timeLimitMs?.message} hint="Optional; CPU time per test.">
              {({ id, describedBy }) => (
                <input id={id} type="number" min={100} step={100} className="input w-full" aria-describedby={describedBy} {...register('timeLimitMs', { setValueAs: optionalNumber })} />
              )}
            </Field>
            <Field label="Memory limit (MB)" error={errors.memoryLimitMb?.message} hint="Optional.">
              {({ id, describedBy }) => (
                <input id={id} type="number" min={16} step={16} className="input w-full" aria-describedby={describedBy} {...register('memoryLimitMb', { setValueAs: optionalNumber })} />
              )}
            </Field>
          </div>
        </div>
      </section>

      <TestCaseList
        kind="Visible"
        name="visibletestcases"
        fields={visible.fields}
        onAdd={() => visible.append({ input: '', output: '', explanation: '' })}
        onRemove={visible.remove}
        register={register}
        errors={errors}
        listMessage={listError(errors.visibletestcases)}
        withExplanation
      />
      <TestCaseList
        kind="Hidden"
        name="hiddentestcases"
        fields={hidden.fields}
        onAdd={() => hidden.append({ input: '', output: '' })}
        onRemove={hidden.remove}
        register={register}
        errors={errors}
        listMessage={listError(errors.hiddentestcases)}
        withExplanation={false}
      />

      <section className="card card-border bg-base-100">
        <div className="card-body gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="card-title">Code Templates</h2>
            <label className="label cursor-pointer gap-2 text-sm">
              <input type="checkbox" className="checkbox checkbox-sm" checked={hasPython} onChange={togglePython} />
              Include Python
            </label>
          </div>
          {(listError(errors.startCode) || listError(errors.referenceCode)) && (
            <p role="alert" className="text-sm text-error">
              {listError(errors.startCode) ?? listError(errors.referenceCode)}
            </p>
          )}
          {verification && (
            <div role="alert" className="alert alert-error alert-soft">
              {verification.message}
            </div>
          )}
          {startCode.fields.map((field, index) => {
            const label = languageLabel(field.language);
            const referenceIndex = referenceCode.fields.findIndex((candidate) => normalizeLanguage(candidate.language) === normalizeLanguage(field.language));
            const report = reportFor(field.language);
            return (
              <section key={field.id} aria-label={`${label} code`} className="grid gap-3 rounded-box border border-base-300 p-3 lg:grid-cols-2">
                <div className="flex flex-col gap-3">
                  <h3 className="font-semibold">{label}</h3>
                  <Field label={`${label} start code`} error={errors.startCode?.[index]?.initialcode?.message}>
                    {({ id, describedBy }) => (
                      <textarea id={id} spellCheck={false} className="textarea h-40 w-full font-mono text-sm" aria-describedby={describedBy} {...register(`startCode.${index}.initialcode`)} />
                    )}
                  </Field>
                  {referenceIndex !== -1 && (
                    <Field label={`${label} reference solution`} error={errors.referenceCode?.[referenceIndex]?.completecode?.message}>
                      {({ id, describedBy }) => (
                        <textarea
                          id={id}
                          spellCheck={false}
                          className="textarea h-40 w-full font-mono text-sm"
                          aria-describedby={describedBy}
                          {...register(`referenceCode.${referenceIndex}.completecode`)}
                        />
                      )}
                    </Field>
                  )}
                </div>
                <div className="flex flex-col gap-2 lg:pt-8">
                  {report ? <LanguageReport report={report} /> : verification ? <p className="text-sm text-base-content/60">Not checked.</p> : null}
                </div>
              </section>
            );
          })}
        </div>
      </section>

      {failure && (
        <div role="alert" className="alert alert-error">
          {failure}
        </div>
      )}
      {verification && (
        <p className="text-sm text-error">The reference solutions did not pass; see the report beside the code above.</p>
      )}
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            {submittingLabel}
          </>
        ) : (
          submitLabel
        )}
      </button>
    </form>
  );
}
