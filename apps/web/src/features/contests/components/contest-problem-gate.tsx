import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { ContestProblemResult } from '@codeyard/shared';

import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useContestView } from '../hooks/use-contest-view';
import { ContestClarifications } from '../../clarifications';
import { VirtualClock } from '../../virtual';
import { ContestCountdown } from './contest-countdown';
import { ContestProblemSwitcher } from './contest-problem-switcher';

type ContestProblemGateProps = {
  contestId: string;
  problemId: string;
  /**
   * Renders the solver once the contest is open and has this problem; `clock` counts down to the
   * contest's real end, `result` is the viewer's on this problem in the contest (null: not tried).
   */
  children: (clock: ReactNode, result: ContestProblemResult | null) => ReactNode;
};

/**
 * The contest side of /contest/:contestId/problem/:problemId: loads the contest (with the server
 * clock's skew), waits out an upcoming start, and refuses a problem that is not in the contest.
 */
export function ContestProblemGate({ contestId, problemId, children }: ContestProblemGateProps) {
  const view = useContestView(contestId);

  if (view.status === 'pending') return <Spinner label="Loading contest" />;
  if (view.status === 'error') {
    return (
      <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-2 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Could not load the contest</h1>
        <p className="text-base-content/70">{view.error.message}</p>
      </section>
    );
  }

  const { contest } = view;
  // In the viewer's own virtual run the clock is theirs (docs/contests.md, Virtual participation).
  const clock =
    !contest.locked && contest.virtual?.running ? (
      <VirtualClock run={contest.virtual} clockOffsetMs={contest.clockOffsetMs} onEnd={view.refetch} />
    ) : (
      <ContestCountdown contest={contest} clockOffsetMs={contest.clockOffsetMs} onStatusChange={view.refetch} />
    );
  const inContest = !contest.locked && contest.problems.some((problem) => problem._id === problemId);
  if (!inContest) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{contest.title}</h1>
        {clock}
        <p role="alert" className="text-base-content/70">
          {contest.locked ? `${contest.message}.` : 'This problem is not part of the contest.'}
        </p>
        <Link to={paths.contest.getHref(contestId)} className="btn btn-sm">
          Back to contest
        </Link>
      </section>
    );
  }
  // The letters, the clock and the clarifications button sit in the problem's header.
  return (
    <>
      {children(
        <div className="flex flex-wrap items-center gap-2">
          <ContestProblemSwitcher
            contestId={contestId}
            problems={contest.problems}
            currentProblemId={problemId}
            results={contest.viewerResults}
          />
          {clock}
          <ContestClarifications contestId={contestId} problems={contest.problems} />
        </div>,
        contest.viewerResults?.[problemId] ?? null,
      )}
    </>
  );
}
