import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';

import { normalizeLanguage, type SolverLanguage, type VerificationFailure } from '@codeyard/shared';

import { problemFormSchemas } from '../utils/problem-form-schema';
import type { ProblemBody, ProblemFormValues } from '../utils/problem-form-values';
import { CheckingSection } from './checking-section';
import { CodeTemplatesSection } from './code-templates-section';
import { FunctionSection } from './function-section';
import { ProblemBasicsSection } from './problem-basics-section';
import { ScoringSection } from './scoring-section';
import { TestCaseList } from './test-case-list';

export type ProblemFormMode = 'create' | 'update';

type ProblemFormProps = {
  mode: ProblemFormMode;
  defaultValues: ProblemFormValues;
  onSubmit: (body: ProblemBody) => Promise<void>;
  /** The last 422 answer: shown beside each language's code. */
  verification: VerificationFailure | null;
  /** Any other failure of the last save, shown next to the submit button. */
  failure?: string | null;
  /** What the last save did, when it succeeded, shown next to the submit button. */
  success?: string | null;
  submitLabel: string;
  submittingLabel: string;
};

// Both schemas take the form's values as input; the create one allows one tag, the update one a list.
const resolvers: Record<ProblemFormMode, Resolver<ProblemFormValues, unknown, ProblemBody>> = {
  create: zodResolver(problemFormSchemas.create) as unknown as Resolver<ProblemFormValues, unknown, ProblemBody>,
  update: zodResolver(problemFormSchemas.update) as unknown as Resolver<ProblemFormValues, unknown, ProblemBody>,
};

/** A list-level error message (e.g. 'All three languages required'), wherever the resolver put it. */
function listError(error: FieldErrors<ProblemFormValues>[keyof ProblemFormValues] | undefined): string | undefined {
  if (!error) return undefined;
  const withRoot = error as { message?: string; root?: { message?: string } };
  return withRoot.message ?? withRoot.root?.message;
}

/** The create- and update-problem form (docs/product.md §2, §5; issue 5). */
export function ProblemForm({
  mode,
  defaultValues,
  onSubmit,
  verification,
  failure = null,
  success = null,
  submitLabel,
  submittingLabel,
}: ProblemFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProblemFormValues, unknown, ProblemBody>({ resolver: resolvers[mode], defaultValues });

  const visible = useFieldArray({ control, name: 'visibletestcases' });
  const hidden = useFieldArray({ control, name: 'hiddentestcases' });
  const startCode = useFieldArray({ control, name: 'startCode' });
  const referenceCode = useFieldArray({ control, name: 'referenceCode' });

  const removeLanguage = (language: SolverLanguage) => {
    const startIndex = startCode.fields.findIndex((field) => normalizeLanguage(field.language) === language);
    const referenceIndex = referenceCode.fields.findIndex((field) => normalizeLanguage(field.language) === language);
    if (startIndex !== -1) startCode.remove(startIndex);
    if (referenceIndex !== -1) referenceCode.remove(referenceIndex);
  };
  const addLanguage = (language: SolverLanguage) => {
    startCode.append({ language, initialcode: '' });
    referenceCode.append({ language, completecode: '' });
  };

  const submit = handleSubmit(onSubmit);
  const isFunction = useWatch({ control, name: 'function' }) !== null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <ProblemBasicsSection mode={mode} register={register} errors={errors} />
      <FunctionSection control={control} register={register} errors={errors} setValue={setValue} />

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
      <ScoringSection
        control={control}
        register={register}
        errors={errors}
        setValue={setValue}
        hiddenCount={hidden.fields.length}
        initiallyScored={defaultValues.scoring !== null}
      />
      {/* A function problem's returned value is compared as its Function card says; hidden, not unmounted, the card keeps its choice. */}
      <div hidden={isFunction}>
        <CheckingSection
          control={control}
          register={register}
          errors={errors}
          setValue={setValue}
          watch={watch}
          initialValues={defaultValues}
        />
      </div>

      <CodeTemplatesSection
        control={control}
        errors={errors}
        startCode={startCode}
        referenceCode={referenceCode}
        onAddLanguage={addLanguage}
        onRemoveLanguage={removeLanguage}
        listMessage={listError(errors.startCode) ?? listError(errors.referenceCode)}
        verification={verification}
        withStartCode={!isFunction}
      />

      {failure && (
        <div role="alert" className="alert alert-error">
          {failure}
        </div>
      )}
      {success && (
        <div role="status" className="alert alert-success alert-soft">
          {success}
        </div>
      )}
      {verification && (
        <p className="text-sm text-error">
          The reference solutions did not pass; see the report beside the code above.
        </p>
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
