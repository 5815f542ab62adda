import { Suspense, useEffect, useRef, useState } from 'react';
import { Controller, type Control, type FieldPathByValue } from 'react-hook-form';

import type { SolverLanguage } from '@codeyard/shared';

import { LazyCodeEditor, type CodeEditorInstance } from '../../problems';
import type { ProblemBody, ProblemFormValues } from '../utils/problem-form-values';

type CodeFieldProps = {
  control: Control<ProblemFormValues, unknown, ProblemBody>;
  name: FieldPathByValue<ProblemFormValues, string | undefined>;
  /** The visible label, and the editor's name for screen readers. */
  label: string;
  language: SolverLanguage;
  error?: string | undefined;
  /** Tailwind height of the editor box. */
  heightClass?: string;
};

let nextModel = 0;

/**
 * A code field of the problem form: the problem page's Monaco editor (loaded lazily), holding the
 * form's value. Each mounted field has a model of its own, disposed when it unmounts, so a form
 * opened again starts from the problem's text and not from what an earlier visit left.
 */
export function CodeField({ control, name, label, language, error, heightClass = 'h-60' }: CodeFieldProps) {
  const [modelPath] = useState(() => `problem-form/${(nextModel += 1)}/${name}`);
  const editorRef = useRef<CodeEditorInstance | null>(null);
  useEffect(() => () => editorRef.current?.getModel()?.dispose(), []);
  return (
    // min-w-0: Monaco sets its own width in pixels, which would otherwise hold a grid or flex parent wide on a phone.
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-sm font-medium" aria-hidden="true">
        {label}
      </span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <div className={`${heightClass} min-w-0 overflow-hidden rounded-box border border-base-300`}>
            <Suspense
              fallback={<span role="status" className="loading loading-spinner" aria-label={`Loading ${label}`} />}
            >
              <LazyCodeEditor
                path={modelPath}
                language={language}
                defaultValue={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                onMount={(editor) => {
                  editorRef.current = editor;
                }}
                ariaLabel={label}
              />
            </Suspense>
          </div>
        )}
      />
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
