import { Lock, X } from 'lucide-react';
import { useState } from 'react';

import { formatMemory, formatRuntime, LANGUAGE_LABELS, normalizeLanguage } from '@codeyard/shared';

import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import { useSolution, useSolutions } from '../api/get-solutions';

function languageLabel(language: string): string {
  const normalized = normalizeLanguage(language);
  return normalized ? LANGUAGE_LABELS[normalized] : language;
}

function Locked() {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <Lock className="size-10 text-base-content/40" aria-hidden="true" />
      <h3 className="text-lg font-semibold">Solutions are locked</h3>
      <p className="max-w-sm text-base-content/70">Solve this problem to unlock the reference solutions and other people&apos;s accepted code.</p>
    </div>
  );
}

/** SPEC §2/§4 Solutions tab: only after the user has solved the problem (the server enforces it). */
export function SolutionsTab({ problemId }: { problemId: string }) {
  const user = useAuth().state.user;
  const query = useSolutions(problemId, Boolean(user));
  const [viewing, setViewing] = useState<string | null>(null);

  if (!user) return <Locked />;
  if (query.isPending) return <Spinner label="Loading solutions" />;
  if (query.isError) return <div role="alert" className="alert alert-error">{errorMessage(query.error)}</div>;
  if (query.data === null) return <Locked />;

  const { referenceCode, submissions } = query.data;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">Solutions</h2>
      {referenceCode.map((solution) => (
        <section key={solution.language} aria-label={`${languageLabel(solution.language)} solution`} className="rounded-box border border-base-300">
          <h3 className="border-b border-base-300 px-4 py-2 font-medium">{languageLabel(solution.language)}</h3>
          <pre className="overflow-x-auto p-4 font-mono text-sm">
            <code>{solution.completecode}</code>
          </pre>
        </section>
      ))}
      <h3 className="font-semibold">Accepted submissions by others</h3>
      {submissions.length === 0 ? (
        <p className="text-base-content/70">No one else has solved it yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table table-sm">
            <thead>
              <tr>
                <th>#</th>
                <th>By</th>
                <th>Language</th>
                <th>Runtime</th>
                <th>Memory</th>
                <th>Code</th>
              </tr>
            </thead>
            <tbody>
              {submissions.map((submission, index) => (
                <tr key={submission._id}>
                  <td>{index + 1}</td>
                  <td>{submission.author}</td>
                  <td>{languageLabel(submission.language)}</td>
                  <td>{formatRuntime(submission.runtime)}</td>
                  <td>{formatMemory(submission.memory)}</td>
                  <td>
                    <button type="button" className="btn btn-xs" onClick={() => setViewing(submission._id)}>
                      View
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {viewing && <SolutionOverlay problemId={problemId} submissionId={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}

function SolutionOverlay({ problemId, submissionId, onClose }: { problemId: string; submissionId: string; onClose: () => void }) {
  const query = useSolution(problemId, submissionId);
  return (
    <dialog open className="modal modal-open" aria-label="Accepted submission">
      <div className="modal-box max-w-3xl">
        <button type="button" className="btn btn-circle btn-ghost btn-sm absolute right-2 top-2" aria-label="Close" onClick={onClose}>
          <X className="size-4" aria-hidden="true" />
        </button>
        {query.isPending ? (
          <Spinner label="Loading code" />
        ) : query.isError ? (
          <div role="alert" className="alert alert-error">{errorMessage(query.error)}</div>
        ) : (
          <>
            <h3 className="font-semibold">
              {query.data.author} · {languageLabel(query.data.language)} · {formatRuntime(query.data.runtime)} · {formatMemory(query.data.memory)}
            </h3>
            <pre className="mt-3 max-h-[60vh] overflow-auto rounded-box bg-base-200 p-4 font-mono text-sm">
              <code>{query.data.code}</code>
            </pre>
          </>
        )}
      </div>
    </dialog>
  );
}
