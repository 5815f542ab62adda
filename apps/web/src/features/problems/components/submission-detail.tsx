import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { formatMemory, formatRuntime, languageLabel, type Submission } from '@codeyard/shared';

import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { formatSubmittedAt } from '../utils/format-submission';
import { ScoreBreakdown } from './score-breakdown';
import { SubmissionStatus } from './submission-status';

type SubmissionDetailProps = {
  submission: Submission;
  onClose: () => void;
  /** Offered as "Load into editor" when given. */
  onLoad?: (() => void) | undefined;
};

/** The View overlay: status, language, runtime, memory, passed count, error message and code. */
export function SubmissionDetail({ submission, onClose, onLoad }: SubmissionDetailProps) {
  const dialogRef = useModalDialog();
  const titleId = useId();

  return (
    <dialog ref={dialogRef} className="modal" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <div className="modal-box flex max-h-[90dvh] w-11/12 max-w-3xl flex-col gap-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="text-lg font-bold">
            Submission Details: {languageLabel(submission.language)}
          </h3>
          <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label="Close" onClick={onClose}>
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <Detail label="Status">
            <SubmissionStatus status={submission.status} verdict={submission.verdict} />
          </Detail>
          <Detail label="Language">{languageLabel(submission.language)}</Detail>
          <Detail label="Runtime">{formatRuntime(submission.runtime)}</Detail>
          <Detail label="Memory">{formatMemory(submission.memory)}</Detail>
          <Detail label="Test Cases Passed">
            {submission.testCasesPassed}/{submission.testCasesTotal}
          </Detail>
          <Detail label="Submitted">{formatSubmittedAt(submission.createdAt)}</Detail>
        </dl>
        {submission.score !== undefined && submission.maxScore !== undefined && (
          <ScoreBreakdown score={submission.score} maxScore={submission.maxScore} groups={submission.groups ?? []} />
        )}
        {submission.errorMessage && (
          <div role="alert" className="alert alert-error alert-soft items-start">
            <pre className="overflow-x-auto font-mono text-xs whitespace-pre-wrap">{submission.errorMessage}</pre>
          </div>
        )}
        <div className="min-h-0 flex-1 overflow-auto rounded-box bg-base-200">
          <pre className="p-4 font-mono text-sm" aria-label="Submitted code">
            <code>{submission.code}</code>
          </pre>
        </div>
        <div className="modal-action mt-0">
          {onLoad && (
            <button type="button" className="btn btn-primary" onClick={onLoad}>
              Load into editor
            </button>
          )}
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
      <button type="button" className="modal-backdrop" aria-hidden="true" tabIndex={-1} onClick={onClose} />
    </dialog>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-base-content/60">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
