import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import { CREATE_FORM_TAGS, DIFFICULTIES, PROBLEM_VISIBILITIES, PROBLEM_VISIBILITY_LABELS } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import type { ProblemFormValues } from '../utils/problem-form-values';

const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

type ProblemBasicsProps = {
  mode: 'create' | 'update';
  register: UseFormRegister<ProblemFormValues>;
  errors: FieldErrors<ProblemFormValues>;
};

/** The problem form's "Basic Information" card: title, slug (update only), statement, difficulty, tags, visibility and limits. */
export function ProblemBasicsSection({ mode, register, errors }: ProblemBasicsProps) {
  return (
    <section className="card card-border bg-base-100">
      <div className="card-body gap-4">
        <h2 className="card-title">Basic Information</h2>
        <Field label="Title" error={errors.title?.message}>
          {({ id, describedBy }) => (
            <input id={id} className="input w-full" aria-describedby={describedBy} {...register('title')} />
          )}
        </Field>
        {mode === 'update' && (
          <Field
            label="Slug"
            error={errors.slug?.message}
            hint="Names the exported package; importing a package with this name updates this problem."
          >
            {({ id, describedBy }) => (
              <input
                id={id}
                className="input w-full font-mono"
                spellCheck={false}
                aria-describedby={describedBy}
                {...register('slug')}
              />
            )}
          </Field>
        )}
        <Field label="Description" error={errors.description?.message} hint="Markdown is supported.">
          {({ id, describedBy }) => (
            <textarea
              id={id}
              className="textarea h-40 w-full font-mono text-sm"
              aria-describedby={describedBy}
              {...register('description')}
            />
          )}
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
              {({ id, describedBy }) => (
                <input id={id} className="input w-full" aria-describedby={describedBy} {...register('tags')} />
              )}
            </Field>
          )}
        </div>
        <Field
          label="Visibility"
          error={errors.visibility?.message}
          hint="A contest problem stays hidden from users until its contest starts; during the contest its discussions, AI tutor, editorial and solutions are closed."
        >
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
              <input
                id={id}
                type="number"
                min={100}
                step={100}
                className="input w-full"
                aria-describedby={describedBy}
                {...register('timeLimitMs', { setValueAs: optionalNumber })}
              />
            )}
          </Field>
          <Field label="Memory limit (MB)" error={errors.memoryLimitMb?.message} hint="Optional.">
            {({ id, describedBy }) => (
              <input
                id={id}
                type="number"
                min={16}
                step={16}
                className="input w-full"
                aria-describedby={describedBy}
                {...register('memoryLimitMb', { setValueAs: optionalNumber })}
              />
            )}
          </Field>
        </div>
      </div>
    </section>
  );
}
