import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';

import type { ContestWarning } from '@codeyard/shared';

import { errorMessage } from '../../../lib/api-client';
import { useKeepProblemForContest } from '../api/keep-problem-for-contest';

export const KEEP_FOR_CONTEST_LABEL = 'Keep it for the contest';

/** What the status region says once a problem is kept (its warning is gone by then). */
export const keptMessage = (title: string) => `${title} is now a contest problem: hidden until the contest starts`;

/** One public problem: the warning, and the button that makes it a contest problem. */
function PublicProblemWarning({ warning, onKept }: { warning: ContestWarning; onKept: (title: string) => void }) {
  const keep = useKeepProblemForContest();
  const messageId = useId();
  return (
    <li className="flex flex-wrap items-center gap-2">
      <span id={messageId} className="min-w-0 flex-1 basis-56 break-words">
        {warning.message}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        // Several buttons share the visible words; the name says which problem (and starts with those words).
        aria-label={`${KEEP_FOR_CONTEST_LABEL}: ${warning.title}`}
        aria-describedby={messageId}
        disabled={keep.isPending}
        // Not mutate's onSuccess: this item is gone by then (the list says contest), and an unmounted observer's callbacks never run.
        onClick={() =>
          keep.mutateAsync(warning.problemId).then(
            () => onKept(warning.title),
            () => undefined, // shown below from keep.error
          )
        }
      >
        {keep.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        {KEEP_FOR_CONTEST_LABEL}
      </button>
      {keep.isError && (
        <p role="alert" className="basis-full text-sm text-error">
          {errorMessage(keep.error)}
        </p>
      )}
    </li>
  );
}

/**
 * The contest form's warnings about public problems (issue 30, item 4): a public problem can be
 * opened by everyone before the start. The region is always there, so what appears in it is read out.
 */
export function PublicProblemWarnings({ warnings }: { warnings: ContestWarning[] }) {
  const [kept, setKept] = useState<string | null>(null);
  const headingId = useId();
  return (
    <div role="status">
      {warnings.length > 0 && (
        <div className="alert alert-warning alert-soft flex flex-col items-stretch gap-2 text-sm">
          <p id={headingId} className="flex items-center gap-2 font-medium">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            Public problems in this contest
          </p>
          <ul className="flex flex-col gap-2" aria-labelledby={headingId}>
            {warnings.map((warning) => (
              <PublicProblemWarning key={warning.problemId} warning={warning} onKept={setKept} />
            ))}
          </ul>
        </div>
      )}
      {kept && <p className="mt-2 text-sm">{keptMessage(kept)}</p>}
    </div>
  );
}
