import { KeyRound } from 'lucide-react';
import { useId, type Ref } from 'react';

import { REGISTRATION_KINDS, type RegistrationImportAnswer, type RegistrationKind } from '@codeyard/shared';

const kindLabels: Record<RegistrationKind, string> = {
  organizations: 'Organisations',
  groups: 'Groups',
  teams: 'Teams',
  accounts: 'Accounts',
};

const outcomeLabels = { created: 'Created', updated: 'Updated' } as const;

type ImportResultProps = {
  answer: RegistrationImportAnswer;
  onOpenSheets: () => void;
  /** The "Open credentials sheets" button, focused again when the sheets close. */
  sheetsButtonRef: Ref<HTMLButtonElement>;
};

/** What an import did: counts per kind, every refused object with why, what was written, and the way to the sheets. */
export function ImportResult({ answer, onOpenSheets, sheetsButtonRef }: ImportResultProps) {
  const headingId = useId();
  const refused = REGISTRATION_KINDS.flatMap((kind) => answer[kind].refused.map((object) => ({ kind, ...object })));
  const written = REGISTRATION_KINDS.flatMap((kind) =>
    (['created', 'updated'] as const).flatMap((outcome) =>
      answer[kind][outcome].map((object) => ({ kind, outcome, ...object })),
    ),
  );
  const accounts = answer.credentials.length;

  return (
    <section aria-labelledby={headingId} className="card card-border bg-base-100">
      <div className="card-body min-w-0 gap-4">
        <h2 id={headingId} className="card-title">
          Import result
        </h2>
        <div role="status" className="alert alert-success alert-soft">
          {answer.message}
        </div>
        <div className="overflow-x-auto">
          <table className="table">
            <caption className="sr-only">Objects by kind and what became of them</caption>
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Created</th>
                <th scope="col">Updated</th>
                <th scope="col">Unchanged</th>
                <th scope="col">Refused</th>
              </tr>
            </thead>
            <tbody>
              {REGISTRATION_KINDS.map((kind) => (
                <tr key={kind}>
                  <th scope="row">{kindLabels[kind]}</th>
                  <td>{answer[kind].created.length}</td>
                  <td>{answer[kind].updated.length}</td>
                  <td>{answer[kind].unchanged.length}</td>
                  <td className={answer[kind].refused.length > 0 ? 'font-semibold text-error' : undefined}>
                    {answer[kind].refused.length}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        {accounts > 0 ? (
          <div className="alert alert-warning alert-soft flex flex-col items-start gap-3 sm:flex-row sm:items-center">
            <p className="flex-1">
              {accounts === 1 ? 'The password of 1 account is' : `The passwords of ${accounts} accounts are`} in this
              answer only, stored nowhere in plain text: print the credentials sheets before leaving this page.
            </p>
            <button type="button" ref={sheetsButtonRef} className="btn btn-sm" onClick={onOpenSheets}>
              <KeyRound className="size-4" aria-hidden="true" />
              Open credentials sheets
            </button>
          </div>
        ) : (
          <p className="text-sm text-base-content/70">
            No password was set: accounts that were already here keep theirs unless a file gives a new one.
          </p>
        )}

        {refused.length > 0 && (
          <div className="overflow-x-auto">
            <table className="table table-sm">
              <caption className="text-left font-semibold">Refused ({refused.length})</caption>
              <thead>
                <tr>
                  <th scope="col">Kind</th>
                  <th scope="col">Where</th>
                  <th scope="col">Id</th>
                  <th scope="col">Name</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {refused.map((object) => (
                  <tr key={`${object.kind}-${object.source}`}>
                    <td>{kindLabels[object.kind]}</td>
                    <td className="whitespace-nowrap">{object.source}</td>
                    <td className="whitespace-nowrap">{object.id ?? '—'}</td>
                    <td>{object.name ?? '—'}</td>
                    <td className="min-w-64">{object.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        {written.length > 0 && (
          <details className="collapse-arrow collapse border border-base-300">
            <summary className="collapse-title font-semibold">Created and updated ({written.length})</summary>
            <div className="collapse-content overflow-x-auto">
              <table className="table table-sm">
                <thead>
                  <tr>
                    <th scope="col">Kind</th>
                    <th scope="col">Id</th>
                    <th scope="col">Name</th>
                    <th scope="col">What happened</th>
                  </tr>
                </thead>
                <tbody>
                  {written.map((object) => (
                    <tr key={`${object.kind}-${object.id}`}>
                      <td>{kindLabels[object.kind]}</td>
                      <td className="break-all">{object.id}</td>
                      <td>{object.name}</td>
                      <td>{outcomeLabels[object.outcome]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        )}
      </div>
    </section>
  );
}
