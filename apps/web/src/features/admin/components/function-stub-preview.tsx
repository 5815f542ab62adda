import { Suspense, useEffect, useRef, useState } from 'react';

import { languageLabel, type SolverLanguage } from '@codeyard/shared';
import { functionSignatureSchema, type FunctionSignature } from '@codeyard/shared/function-problem';

import { LazyCodeEditor, type CodeEditorInstance } from '../../problems';
import { stubEntries } from '../utils/problem-form-schema';

/**
 * Every language's stub of the signature as the problem page will open it, read-only in the code
 * editor; a signature the schema does not accept yet has none, which the card says.
 */
export function FunctionStubPreview({ signature }: { signature: FunctionSignature }) {
  const parsed = functionSignatureSchema.safeParse(signature);
  const stubs = parsed.success ? stubEntries(parsed.data) : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = stubs.find((stub) => stub.language === chosen) ?? stubs[0];
  return (
    <section aria-label="Stub preview" className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">Stubs (the start code)</h3>
        {shown && (
          <select
            aria-label="Stub language"
            className="select select-sm w-auto"
            value={shown.language}
            onChange={(event) => setChosen(event.target.value)}
          >
            {stubs.map((stub) => (
              <option key={stub.language} value={stub.language}>
                {languageLabel(stub.language)}
              </option>
            ))}
          </select>
        )}
      </div>
      {shown ? (
        <StubViewer language={shown.language as SolverLanguage} code={shown.code} />
      ) : (
        <p className="text-sm text-base-content/70">The stubs appear once the signature above is complete and valid.</p>
      )}
    </section>
  );
}

/** A read-only editor whose text follows the signature: Monaco keeps its first text, so later ones are set on it. */
function StubViewer({ language, code }: { language: SolverLanguage; code: string }) {
  const editorRef = useRef<CodeEditorInstance | null>(null);
  const [modelPath] = useState(() => `function-stub/${Math.random().toString(36).slice(2)}`);
  useEffect(() => {
    const editor = editorRef.current;
    if (editor && editor.getValue() !== code) editor.setValue(code);
  }, [code, language]);
  useEffect(() => () => editorRef.current?.getModel()?.dispose(), []);
  const label = `${languageLabel(language)} stub`;
  return (
    <div className="h-60 min-w-0 overflow-hidden rounded-box border border-base-300">
      <Suspense fallback={<span role="status" className="loading loading-spinner" aria-label={`Loading ${label}`} />}>
        <LazyCodeEditor
          key={language}
          path={`${modelPath}/${language}`}
          language={language}
          defaultValue={code}
          onChange={() => {}}
          onMount={(editor) => {
            editorRef.current = editor;
          }}
          ariaLabel={label}
          readOnly
        />
      </Suspense>
    </div>
  );
}
