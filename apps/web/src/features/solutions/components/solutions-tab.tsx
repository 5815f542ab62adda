import { Lock, X } from 'lucide-react';
import { useState } from 'react';

import { formatMemory, formatRuntime, languageLabel, type CodeEntry, type SolutionSummary } from '@codeyard/shared';

import { AsyncState } from '../../../components/ui/async-state';
import { HighlightedCode } from '../../../components/ui/highlighted-code';
import { StaffBadge } from '../../../components/ui/staff-badge';
import { submissionColumns, SubmissionsTable, type SubmissionColumn } from '../../../components/ui/submissions-table';
import { useAuth } from '../../auth';
import { useSolution, useSolutions } from '../api/get-solutions';

const columns: SubmissionColumn<SolutionSummary>[] = [
  {
    header: 'By',
    cell: (submission) => (
      <span className="inline-flex items-center gap-1">
        {submission.author}
        {submission.staff && <StaffBadge />}
      </span>
    ),
  },
  submissionColumns.language,
  submissionColumns.runtime,
  submissionColumns.memory,
];

function Locked() {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <Lock className="size-10 text-base-content/40" aria-hidden="true" />
      <h3 className="text-lg font-semibold">Solutions are locked</h3>
      <p className="max-w-sm text-base-content/70">
        Solve this problem to unlock the reference solutions and other people&apos;s accepted code.
      </p>
    </div>
  );
}

/** The reference solutions, one language at a time behind tabs (they were stacked, one long page of code). */
function ReferenceSolutions({ solutions }: { solutions: CodeEntry[] }) {
  const [chosen, setChosen] = useState(0);
  const shown = solutions[Math.min(chosen, solutions.length - 1)];
  if (!shown) return null;
  return (
    <section aria-label="Reference solutions" className="flex flex-col gap-2">
      <div role="tablist" aria-label="Language" className="tabs tabs-box tabs-sm w-fit">
        {solutions.map((solution, index) => (
          <button
            key={solution.language}
            type="button"
            role="tab"
            aria-selected={solution === shown}
            className={`tab ${solution === shown ? 'tab-active' : ''}`}
            onClick={() => setChosen(index)}
          >
            {languageLabel(solution.language)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={`${languageLabel(shown.language)} solution`} className="text-sm">
        <HighlightedCode code={shown.code} language={shown.language} />
      </div>
    </section>
  );
}

/** docs/product.md §2/§4 Solutions tab: only after the user has solved the problem (the server enforces it). */
export function SolutionsTab({ problemId }: { problemId: string }) {
  const user = useAuth().state.user;
  const query = useSolutions(problemId, Boolean(user));
  const [viewing, setViewing] = useState<string | null>(null);

  if (!user) return <Locked />;

  return (
    <AsyncState query={query} loadingLabel="Loading solutions">
      {(solutions) =>
        solutions === null ? (
          <Locked />
        ) : (
          <div className="flex flex-col gap-4">
            <h2 className="text-lg font-semibold">Solutions</h2>
            <ReferenceSolutions solutions={solutions.referenceCode} />
            <h3 className="font-semibold">Accepted submissions by others</h3>
            <SubmissionsTable
              rows={solutions.submissions}
              columns={columns}
              emptyText="No one else has solved it yet."
              onView={(submission) => setViewing(submission._id)}
            />
            {viewing && (
              <SolutionOverlay problemId={problemId} submissionId={viewing} onClose={() => setViewing(null)} />
            )}
          </div>
        )
      }
    </AsyncState>
  );
}

function SolutionOverlay({
  problemId,
  submissionId,
  onClose,
}: {
  problemId: string;
  submissionId: string;
  onClose: () => void;
}) {
  const query = useSolution(problemId, submissionId);
  return (
    <dialog open className="modal modal-open" aria-label="Accepted submission">
      <div className="modal-box max-w-3xl">
        <button
          type="button"
          className="btn btn-circle btn-ghost btn-sm absolute right-2 top-2"
          aria-label="Close"
          onClick={onClose}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
        <AsyncState query={query} loadingLabel="Loading code">
          {(solution) => (
            <>
              <h3 className="font-semibold">
                {solution.author}
                {solution.staff && <StaffBadge className="ml-1 align-middle" />} · {languageLabel(solution.language)} ·{' '}
                {formatRuntime(solution.runtime)} · {formatMemory(solution.memory)}
              </h3>
              <div className="mt-3 max-h-[60vh] overflow-auto text-sm">
                <HighlightedCode code={solution.code} language={solution.language} />
              </div>
            </>
          )}
        </AsyncState>
      </div>
    </dialog>
  );
}
