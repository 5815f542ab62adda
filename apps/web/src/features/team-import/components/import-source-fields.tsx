import { useState } from 'react';

import { Field } from '../../../components/form/field';
import { errorMessage } from '../../../lib/api-client';
import { jsonFileNames, tsvFileNames, type ImportFormat } from '../utils/import-request';
import { readFileText } from '../utils/read-file-text';

type FileTextFieldProps = {
  file: string;
  accept: string;
  text: string;
  onText: (text: string) => void;
};

/** One file of the export: its text pasted, or filled in from the file chosen (and then shown, to check). */
function FileTextField({ file, accept, text, onText }: FileTextFieldProps) {
  const [readFailure, setReadFailure] = useState<string | null>(null);
  const choose = async (chosen: File | undefined) => {
    setReadFailure(null);
    if (!chosen) return;
    try {
      onText(await readFileText(chosen));
    } catch (error) {
      setReadFailure(errorMessage(error));
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-box border border-base-300 p-3">
      <Field label={file} hint={`Paste what ${file} holds, or choose the file below.`} error={readFailure ?? undefined}>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            aria-describedby={describedBy}
            className="textarea h-32 w-full font-mono text-xs"
            spellCheck={false}
            value={text}
            onChange={(event) => onText(event.target.value)}
          />
        )}
      </Field>
      <Field label={`Choose ${file}`} labelHidden>
        {({ id, describedBy }) => (
          <input
            id={id}
            aria-describedby={describedBy}
            type="file"
            accept={accept}
            className="file-input file-input-sm w-full"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        )}
      </Field>
    </div>
  );
}

type ImportSourceFieldsProps = {
  format: ImportFormat;
  texts: Partial<Record<string, string>>;
  onText: (file: string, text: string) => void;
  onZip: (zip: File | null) => void;
};

/** The fields of the chosen format: a text (pasted or read from a file) per file, or one zip. */
export function ImportSourceFields({ format, texts, onText, onZip }: ImportSourceFieldsProps) {
  if (format === 'zip')
    return (
      <Field
        label="Zip of the CLICS files"
        hint="organizations.json, groups.json, teams.json and/or accounts.json, at the top of the zip or in one folder; at most 10 MB."
      >
        {({ id, describedBy }) => (
          <input
            id={id}
            aria-describedby={describedBy}
            type="file"
            accept=".zip,application/zip"
            className="file-input w-full"
            onChange={(event) => onZip(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
    );
  const files = format === 'json' ? Object.values(jsonFileNames) : Object.values(tsvFileNames);
  const accept = format === 'json' ? '.json,application/json' : '.tsv,.txt,text/tab-separated-values,text/plain';
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {files.map((file) => (
        <FileTextField
          key={file}
          file={file}
          accept={accept}
          text={texts[file] ?? ''}
          onText={(text) => onText(file, text)}
        />
      ))}
    </div>
  );
}
