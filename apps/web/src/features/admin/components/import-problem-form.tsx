import { Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';

import type { VerificationFailure } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { errorMessage } from '../../../lib/api-client';
import { useImportProblem } from '../api/import-problem';
import { verificationFailure } from '../utils/verification';
import { VerificationReport } from './verification-report';

type Outcome =
  | { kind: 'success'; message: string }
  | { kind: 'failure'; message: string }
  | { kind: 'report'; failure: VerificationFailure };

/** Upload a problem package (a zip of the Kattis-style folder) to create or update a problem. */
export function ImportProblemForm() {
  const importProblem = useImportProblem();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setOutcome({ kind: 'failure', message: 'Please choose a .zip problem package' });
      return;
    }
    setOutcome(null);
    try {
      const answer = await importProblem.mutateAsync(file);
      setOutcome({
        kind: 'success',
        message: answer.message || (answer.created ? 'Problem imported' : 'Problem updated'),
      });
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      const failure = verificationFailure(error);
      setOutcome(failure ? { kind: 'report', failure } : { kind: 'failure', message: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={onSubmit} className="card card-border bg-base-100" aria-label="Import a problem package">
      <div className="card-body gap-3">
        <h2 className="card-title">Import a problem package</h2>
        <p className="text-sm text-base-content/70">
          A .zip of a problem folder (problem.yaml, codeyard.yaml, statement, data, start, submissions), as Export
          produces, or a Kattis or DOMjudge package as its authors wrote it (start code is made for it). A problem with
          the same folder name is updated, otherwise a new one is created. Every reference solution is verified first.
        </p>
        <Field label="Problem package (.zip)" labelHidden>
          {({ id, describedBy }) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={id}
                aria-describedby={describedBy}
                ref={inputRef}
                type="file"
                accept=".zip,application/zip"
                className="file-input w-full sm:flex-1"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
              <button type="submit" className="btn btn-primary" disabled={importProblem.isPending}>
                {importProblem.isPending ? (
                  <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                ) : (
                  <Upload className="size-4" aria-hidden="true" />
                )}
                {importProblem.isPending ? 'Importing...' : 'Import'}
              </button>
            </div>
          )}
        </Field>
        {outcome?.kind === 'success' && (
          <div role="status" className="alert alert-success alert-soft">
            {outcome.message}
          </div>
        )}
        {outcome?.kind === 'failure' && (
          <div role="alert" className="alert alert-error alert-soft">
            {outcome.message}
          </div>
        )}
        {outcome?.kind === 'report' && (
          <VerificationReport message={outcome.failure.message} report={outcome.failure.report} />
        )}
      </div>
    </form>
  );
}
