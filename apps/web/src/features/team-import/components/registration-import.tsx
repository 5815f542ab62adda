import { Upload } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import type { RegistrationImportAnswer } from '@codeyard/shared';

import { errorMessage } from '../../../lib/api-client';
import { useImportRegistrations } from '../api/import-registrations';
import { importRequestFrom, type ImportFormat } from '../utils/import-request';
import { CredentialSheets } from './credential-sheets';
import { ImportResult } from './import-result';
import { ImportSourceFields } from './import-source-fields';

const formats: { value: ImportFormat; label: string }[] = [
  { value: 'json', label: 'CLICS JSON files: organizations.json, groups.json, teams.json, accounts.json' },
  { value: 'zip', label: 'A zip of those JSON files' },
  { value: 'tsv', label: "DOMjudge's TSV files: groups.tsv, teams.tsv, accounts.tsv" },
];

/**
 * /admin/import: a registration system's export (the ICPC CMS's or DOMjudge's CLICS files, or
 * DOMjudge's TSV files) chosen or pasted, imported, and what became of each object shown, with
 * the credentials sheets of the passwords the import set (docs/contests.md#importing-teams).
 */
export function RegistrationImport() {
  const importRegistrations = useImportRegistrations();
  const [format, setFormat] = useState<ImportFormat>('json');
  const [texts, setTexts] = useState<Partial<Record<string, string>>>({});
  const [zip, setZip] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<RegistrationImportAnswer | null>(null);
  const [sheetsOpen, setSheetsOpen] = useState(false);
  const sheetsButton = useRef<HTMLButtonElement>(null);
  const returningFromSheets = useRef(false);

  useEffect(() => {
    if (sheetsOpen || !returningFromSheets.current) return;
    returningFromSheets.current = false;
    sheetsButton.current?.focus();
  }, [sheetsOpen]);

  if (answer && sheetsOpen)
    return (
      <CredentialSheets
        credentials={answer.credentials}
        onClose={() => {
          returningFromSheets.current = true;
          setSheetsOpen(false);
        }}
      />
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    try {
      const request = importRequestFrom(format, { texts, zip });
      setAnswer(await importRegistrations.mutateAsync(request));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const pending = importRegistrations.isPending;

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Import teams</h1>
        <p className="text-base-content/70">
          Organisations, groups (categories), teams and team accounts from a registration system&apos;s export. Each is
          created or updated by its id, so importing the same files again changes nothing; one bad entry is refused on
          its own, with why. Accounts sign in with their username; one without a password gets a generated password,
          shown once, for the credentials sheets. Judge and admin accounts are not imported.
        </p>
      </div>
      <form onSubmit={(event) => void onSubmit(event)} className="card card-border bg-base-100" aria-label="Import">
        <div className="card-body min-w-0 gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">What to import</legend>
            {formats.map((option) => (
              <label key={option.value} className="flex cursor-pointer items-start gap-2">
                <input
                  type="radio"
                  name="import-format"
                  className="radio radio-sm mt-0.5"
                  value={option.value}
                  checked={format === option.value}
                  onChange={() => setFormat(option.value)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </fieldset>
          <ImportSourceFields
            format={format}
            texts={texts}
            onText={(file, text) => setTexts((current) => ({ ...current, [file]: text }))}
            onZip={setZip}
          />
          {failure && (
            <div role="alert" className="alert alert-error alert-soft">
              {failure}
            </div>
          )}
          <button type="submit" className="btn btn-primary self-start" disabled={pending}>
            {pending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <Upload className="size-4" aria-hidden="true" />
            )}
            {pending ? 'Importing...' : 'Import'}
          </button>
        </div>
      </form>
      {answer && (
        <ImportResult answer={answer} onOpenSheets={() => setSheetsOpen(true)} sheetsButtonRef={sheetsButton} />
      )}
    </section>
  );
}
