import { useQueryClient } from '@tanstack/react-query';
import { Gavel } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import type { Standings } from '@codeyard/shared';

import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { standingsKey } from '../../contests';
import { useFinalizeContest, useJurySubmissions, useRejudgeContest, useRejudgeSubmission } from '../api/jury';
import { JurySubmissions } from './jury-submissions';

/** The bulk action waiting for the jury's confirmation. */
type Confirming = 'rejudge' | 'finalize' | null;

/**
 * The jury's tools on the leaderboard (admins only): the contest's submissions with their
 * verdicts before a rejudge, filtered by problem, rejudging one, a problem's or all, and
 * finalising a manual contest. The bulk actions ask first, saying how many submissions they send
 * back: a rejudge can change every verdict on the board, and finalising cannot be undone.
 */
export function JuryPanel({ contestId, standings }: { contestId: string; standings: Standings }) {
  const [open, setOpen] = useState(false);
  const [problemId, setProblemId] = useState('');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const submissions = useJurySubmissions(contestId, open);
  const rejudgeOne = useRejudgeSubmission(contestId);
  const rejudgeMany = useRejudgeContest(contestId);
  const finalize = useFinalizeContest(contestId);
  const queryClient = useQueryClient();
  const wasPending = useRef(false);
  const pending = submissions.data?.some((submission) => submission.status === 'pending') ?? false;
  // Once a rejudge's last verdict is in, the board is read again (the socket tells watchers as well).
  useEffect(() => {
    if (wasPending.current && !pending) void queryClient.invalidateQueries({ queryKey: standingsKey(contestId) });
    wasPending.current = pending;
  }, [pending, queryClient, contestId]);
  const failure = rejudgeOne.error ?? rejudgeMany.error ?? finalize.error;
  const manual = standings.finalize === 'manual';
  const listed = (submissions.data ?? []).filter((submission) => !problemId || submission.problemId === problemId);
  // The server leaves submissions still being judged alone, so the question counts the others.
  const rejudgeable = listed.filter((submission) => submission.status !== 'pending').length;
  const problem = standings.problems.find((candidate) => candidate._id === problemId);
  const noun = rejudgeable === 1 ? 'submission' : 'submissions';

  return (
    <details
      className="collapse-arrow collapse border border-base-300 bg-base-100"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="collapse-title flex items-center gap-2 font-semibold">
        <Gavel className="size-4" aria-hidden="true" /> Jury
      </summary>
      <div className="collapse-content flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <select
            className="select select-sm"
            aria-label="Problem"
            value={problemId}
            onChange={(event) => setProblemId(event.target.value)}
          >
            <option value="">Every problem</option>
            {standings.problems.map((candidate) => (
              <option key={candidate._id} value={candidate._id}>
                {candidate.label}: {candidate.title}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-sm"
            disabled={rejudgeMany.isPending || rejudgeable === 0}
            onClick={() => setConfirming('rejudge')}
          >
            Rejudge {problemId ? 'problem' : 'contest'}
          </button>
          <Link
            className="btn btn-sm"
            to={paths.jurySubmissions.getHref(
              contestId,
              problemId ? new URLSearchParams({ problem: problemId }).toString() : '',
            )}
          >
            Submissions view
          </Link>
          {manual && standings.status === 'ended' && !standings.finalized && (
            <button
              type="button"
              className="btn btn-warning btn-sm"
              disabled={finalize.isPending}
              onClick={() => setConfirming('finalize')}
            >
              Finalise results
            </button>
          )}
          {standings.status === 'ended' && (
            <Link className="btn btn-primary btn-sm" to="?reveal=1">
              Reveal
            </Link>
          )}
        </div>
        {confirming === 'rejudge' && (
          <ConfirmDialog
            title={
              problem
                ? `Rejudge ${rejudgeable} ${noun} of problem ${problem.label}?`
                : `Rejudge ${rejudgeable} ${noun} of the whole contest?`
            }
            message="Each goes back to the judge; verdicts and the board may change. Submissions still being judged are left alone."
            confirmLabel="Rejudge"
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              setConfirming(null);
              rejudgeMany.mutate(problemId ? { problemId } : {});
            }}
          />
        )}
        {confirming === 'finalize' && (
          <ConfirmDialog
            title="Finalise results?"
            message="This cannot be undone and applies ratings."
            confirmLabel="Finalise"
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              setConfirming(null);
              finalize.mutate();
            }}
          />
        )}
        {failure && (
          <p role="alert" className="text-sm text-error">
            {errorMessage(failure)}
          </p>
        )}
        {submissions.isPending && open && <p className="text-sm">Loading submissions…</p>}
        {submissions.data && (
          <JurySubmissions
            submissions={listed}
            problems={standings.problems}
            rejudging={rejudgeOne.isPending}
            onRejudge={(submissionId) => rejudgeOne.mutate(submissionId)}
          />
        )}
      </div>
    </details>
  );
}

/** Everyone may watch the reveal once a manual contest's results are final. */
export function RevealLink({ standings }: { standings: Standings }) {
  if (standings.finalize !== 'manual' || !standings.finalized) return null;
  return (
    <Link className="link text-sm" to="?reveal=1">
      Watch the reveal
    </Link>
  );
}
