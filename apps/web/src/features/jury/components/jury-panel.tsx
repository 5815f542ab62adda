import { useQueryClient } from '@tanstack/react-query';
import { Gavel } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import type { ContestProblemView, Standings } from '@codeyard/shared';

import { errorMessage } from '../../../lib/api-client';
import { standingsKey } from '../../contests';
import { useFinalizeContest, useJurySubmissions, useRejudgeContest, useRejudgeSubmission } from '../api/jury';

const labelOf = (problems: ContestProblemView[], problemId: string) =>
  problems.find((problem) => problem._id === problemId)?.label ?? '?';

/**
 * The jury's tools on the leaderboard (admins only): the contest's submissions with their
 * verdicts before a rejudge, rejudging one, a problem's or all, and finalising a manual contest.
 */
export function JuryPanel({ contestId, standings }: { contestId: string; standings: Standings }) {
  const [open, setOpen] = useState(false);
  const [problemId, setProblemId] = useState('');
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
            aria-label="Problem to rejudge"
            value={problemId}
            onChange={(event) => setProblemId(event.target.value)}
          >
            <option value="">Every problem</option>
            {standings.problems.map((problem) => (
              <option key={problem._id} value={problem._id}>
                {problem.label}: {problem.title}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-sm"
            disabled={rejudgeMany.isPending}
            onClick={() => rejudgeMany.mutate(problemId ? { problemId } : {})}
          >
            Rejudge {problemId ? 'problem' : 'contest'}
          </button>
          {manual && standings.status === 'ended' && !standings.finalized && (
            <button
              type="button"
              className="btn btn-warning btn-sm"
              disabled={finalize.isPending}
              onClick={() => finalize.mutate()}
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
        {failure && (
          <p role="alert" className="text-sm text-error">
            {errorMessage(failure)}
          </p>
        )}
        {submissions.isPending && open && <p className="text-sm">Loading submissions…</p>}
        {submissions.data && (
          <div className="max-h-96 overflow-auto">
            <table className="table table-xs">
              <thead>
                <tr>
                  <th>Time</th>
                  <th>Who</th>
                  <th>Problem</th>
                  <th>Verdict</th>
                  <th>Before rejudge</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {submissions.data.map((submission) => {
                  const changed =
                    submission.rejudgedAt !== undefined &&
                    submission.status !== 'pending' &&
                    submission.previousVerdict !== submission.verdict;
                  return (
                    <tr key={submission._id} data-testid="jury-submission" data-changed={changed || undefined}>
                      <td className="tabular-nums">{new Date(submission.createdAt).toLocaleTimeString()}</td>
                      <td>{submission.name}</td>
                      <td>{labelOf(standings.problems, submission.problemId)}</td>
                      <td>
                        {submission.status === 'pending' ? 'Judging…' : (submission.verdict ?? submission.status)}
                        {changed && <span className="badge badge-warning badge-sm ml-1">changed</span>}
                      </td>
                      <td>{submission.rejudgedAt ? (submission.previousVerdict ?? '—') : ''}</td>
                      <td>
                        <button
                          type="button"
                          className="btn btn-ghost btn-xs"
                          disabled={submission.status === 'pending' || rejudgeOne.isPending}
                          onClick={() => rejudgeOne.mutate(submission._id)}
                        >
                          Rejudge
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
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
