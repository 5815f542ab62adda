import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

import type { ImportCredential } from '@codeyard/shared';

import { paths } from '../../../config/paths';
import './credential-sheets.css';

type TeamSheet = { team: string; organization: string | null; accounts: ImportCredential[] };

/** One sheet per team, in the answer's order (by team, then username). */
function sheetsOf(credentials: readonly ImportCredential[]): TeamSheet[] {
  const sheets = new Map<string, TeamSheet>();
  for (const credential of credentials) {
    const sheet = sheets.get(credential.team) ?? {
      team: credential.team,
      organization: credential.organization,
      accounts: [],
    };
    sheet.accounts.push(credential);
    sheets.set(credential.team, sheet);
  }
  return [...sheets.values()];
}

type CredentialSheetsProps = { credentials: readonly ImportCredential[]; onClose: () => void };

/**
 * The printable credentials of an on-site contest: per team its name, organisation, where to sign in
 * and each account's username and password. Printed, each team is a page of its own
 * (credential-sheets.css); the passwords exist only in this screen's memory.
 */
export function CredentialSheets({ credentials, onClose }: CredentialSheetsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const baseId = useId();
  const signInAddress = `${window.location.origin}${paths.login.getHref()}`;
  const sheets = sheetsOf(credentials);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="credential-sheets mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="credential-sheets-toolbar flex flex-wrap items-center gap-3">
        <h1 ref={headingRef} tabIndex={-1} className="flex-1 text-3xl font-bold outline-none">
          Credentials sheets
        </h1>
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          Print
        </button>
        <button type="button" className="btn" onClick={onClose}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to the import result
        </button>
        <p className="w-full text-sm text-base-content/70">
          {sheets.length === 1 ? '1 team' : `${sheets.length} teams`}; printed, each team gets a page of its own.
        </p>
      </div>
      {sheets.map((sheet, index) => (
        <article
          key={sheet.team}
          aria-labelledby={`${baseId}-${index}`}
          className="credential-sheet card card-border bg-base-100"
        >
          <div className="card-body min-w-0 gap-3">
            <h2 id={`${baseId}-${index}`} className="card-title text-2xl">
              {sheet.team}
            </h2>
            {sheet.organization && <p className="text-lg">{sheet.organization}</p>}
            <p>
              Sign in at <strong className="break-all">{signInAddress}</strong> with your username and password.
            </p>
            <div className="overflow-x-auto">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Username</th>
                    <th scope="col">Password</th>
                  </tr>
                </thead>
                <tbody>
                  {sheet.accounts.map((account) => (
                    <tr key={account.username}>
                      <td>{account.name}</td>
                      <td className="font-mono text-lg">{account.username}</td>
                      <td className="font-mono text-lg">{account.password}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </article>
      ))}
    </section>
  );
}
