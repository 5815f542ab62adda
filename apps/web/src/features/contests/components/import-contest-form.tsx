import { Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';

import { contestArchiveMessages } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { errorMessage } from '../../../lib/api-client';
import { useImportContest } from '../api/import-contest';

type Outcome = { ok: boolean; text: string };

/**
 * "Import contest" on /admin/contests (docs/contests.md, "Contest archives"): a CLICS contest package
 * becomes a contest with its problems, or nothing is created and the server says which problem
 * failed and why.
 */
export function ImportContestForm() {
  const importContest = useImportContest();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [startTime, setStartTime] = useState('');
  const [fileError, setFileError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (!file) {
      setFileError(contestArchiveMessages.chooseFile);
      return;
    }
    setFileError(undefined);
    try {
      const answer = await importContest.mutateAsync({
        file,
        startTime: startTime ? new Date(startTime).toISOString() : null,
      });
      setOutcome({ ok: true, text: answer.message });
      setFile(null);
      setStartTime('');
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={onSubmit} className="card card-border bg-base-100" aria-label="Import contest" noValidate>
      <div className="card-body gap-3">
        <h2 className="card-title">Import contest</h2>
        <p className="text-sm text-base-content/70">
          A CLICS contest package (.zip): contest.yaml, problems.yaml and one problem package per problem, as Export
          writes it. The contest is created with its problems in order, with their labels and colours; a problem with
          the same folder name as an existing one updates it. Every reference solution is verified first, and if one
          problem fails nothing is created.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Contest package (.zip)" error={fileError}>
            {({ id, describedBy }) => (
              <input
                id={id}
                ref={fileRef}
                type="file"
                accept=".zip,application/zip"
                className="file-input w-full"
                aria-describedby={describedBy}
                aria-invalid={Boolean(fileError)}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          <Field label="Start time" hint="Optional: replaces the package's start_time (needed if it has none).">
            {({ id, describedBy }) => (
              <input
                id={id}
                type="datetime-local"
                step={1}
                className="input w-full"
                aria-describedby={describedBy}
                value={startTime}
                onChange={(event) => setStartTime(event.target.value)}
              />
            )}
          </Field>
        </div>
        <div>
          <button type="submit" className="btn btn-primary" disabled={importContest.isPending}>
            {importContest.isPending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <Upload className="size-4" aria-hidden="true" />
            )}
            {importContest.isPending ? 'Importing...' : 'Import'}
          </button>
        </div>
        {outcome && (
          <div
            role={outcome.ok ? 'status' : 'alert'}
            className={`alert alert-soft ${outcome.ok ? 'alert-success' : 'alert-error'}`}
          >
            {outcome.text}
          </div>
        )}
      </div>
    </form>
  );
}
