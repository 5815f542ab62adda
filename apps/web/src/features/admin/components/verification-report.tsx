import { languageLabel } from '@codeyard/shared';

import { CheckCircle2, XCircle } from 'lucide-react';

import type { VerificationLanguageReport } from '@codeyard/shared';

function Block({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-xs font-medium text-base-content/70">{label}</p>
      <pre className="mt-0.5 max-h-32 overflow-auto rounded bg-base-200 p-2 font-mono text-xs whitespace-pre">
        {value}
      </pre>
    </div>
  );
}

/** One language's result of running its reference solution against every test. */
export function LanguageReport({ report }: { report: VerificationLanguageReport }) {
  const label = languageLabel(report.language);
  return (
    <section
      aria-label={`${label} verification`}
      className={`flex flex-col gap-2 rounded-box border p-3 ${report.passed ? 'border-success/50' : 'border-error/50'}`}
    >
      <p className={`flex items-center gap-1 font-semibold ${report.passed ? 'text-success' : 'text-error'}`}>
        {report.passed ? (
          <CheckCircle2 className="size-4" aria-hidden="true" />
        ) : (
          <XCircle className="size-4" aria-hidden="true" />
        )}
        {label}: {report.notRun ? `not run (${report.notRun})` : report.passed ? 'all tests passed' : report.verdict}
      </p>
      {report.compileOutput && <Block label="Compile output" value={report.compileOutput} />}
      {report.failures.length > 0 && (
        <ol className="flex flex-col gap-2">
          {report.failures.map((failure) => (
            <li key={`${failure.kind}-${failure.index}`} className="flex flex-col gap-1 border-t border-base-300 pt-2">
              <p className="text-sm font-medium">
                {failure.kind === 'visible' ? 'Visible' : 'Hidden'} test {failure.index}: {failure.verdict}
              </p>
              <Block label="Input" value={failure.input} />
              <Block label="Expected" value={failure.expected} />
              <Block label="Actual" value={failure.actual} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Every language's report, for places where there is no code to show it beside (the import form). */
export function VerificationReport({ message, report }: { message: string; report: VerificationLanguageReport[] }) {
  return (
    <div className="flex flex-col gap-2">
      <div role="alert" className="alert alert-error alert-soft">
        {message}
      </div>
      {report.map((entry) => (
        <LanguageReport key={entry.language} report={entry} />
      ))}
    </div>
  );
}
