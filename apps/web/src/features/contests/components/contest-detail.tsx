import { useQueryClient } from '@tanstack/react-query';
import { Snowflake, Trophy } from 'lucide-react';
import { Link } from 'react-router';

import { contestStatusAt, type ContestDetail } from '@codeyard/shared';

import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useServerNow } from '../../../lib/use-server-now';
import { invalidateContestQueries } from '../api/invalidate-contests';
import { useContestView } from '../hooks/use-contest-view';
import { freezeSentence } from '../utils/freeze-words';
import { formatContestTime } from '../utils/format-time';
import { ContestClarifications } from '../../clarifications';
import { isVirtualRunGoing, VirtualParticipation } from '../../virtual';
import { ContestCountdown } from './contest-countdown';
import { ContestDescription } from './contest-description';
import { ProblemLabel } from './problem-label';
import { RegisterButton } from './register-button';

function ContestTimes({ startTime, endTime }: { startTime: string; endTime: string }) {
  return (
    <p className="text-sm text-base-content/70">
      <time dateTime={startTime}>{formatContestTime(startTime)}</time> –{' '}
      <time dateTime={endTime}>{formatContestTime(endTime)}</time>
    </p>
  );
}

function ProblemTable({ contest, clockOffsetMs }: { contest: ContestDetail; clockOffsetMs: number }) {
  // The live clock, not the answer's status: the table closes the moment the contest ends (or the viewer's virtual run).
  const now = useServerNow(clockOffsetMs);
  const inVirtualRun = contest.virtual ? isVirtualRunGoing(contest.virtual, now) : false;
  const ended = contestStatusAt(contest, now) === 'ended' && !inVirtualRun;
  if (contest.problems.length === 0) return <p className="text-base-content/70">This contest has no problems.</p>;
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table">
        <thead>
          <tr>
            <th>#</th>
            <th>Title</th>
            <th>Difficulty</th>
            <th>Action</th>
          </tr>
        </thead>
        <tbody>
          {contest.problems.map((problem) => (
            <tr key={problem._id}>
              <td>
                <ProblemLabel problem={problem} />
              </td>
              <td>
                <Link to={paths.problem.getHref(problem._id)} className="link link-hover font-medium">
                  {problem.title}
                </Link>
              </td>
              <td>
                <DifficultyBadge difficulty={problem.difficulty} />
              </td>
              <td>
                {ended ? (
                  // The contest is over for the viewer; its problems stay open to practise (Codeforces' "Practice").
                  <div className="flex flex-wrap items-center gap-2">
                    <button type="button" className="btn btn-sm" disabled>
                      Participation Closed
                    </button>
                    {!problem.reserved && (
                      <Link
                        to={paths.problem.getHref(problem._id)}
                        className="btn btn-outline btn-sm"
                        aria-label={`Practise: ${problem.title}`}
                      >
                        Practise
                      </Link>
                    )}
                  </div>
                ) : (
                  <Link
                    to={paths.contestProblem.getHref(contest._id, problem._id)}
                    className="btn btn-primary btn-sm"
                    aria-label={`Solve Now: ${problem.title}`}
                  >
                    Solve Now
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The freeze in the tense of the live clock: to come, in force since its start, or over. */
type FreezeNoteProps = {
  contest: Pick<ContestDetail, 'startTime' | 'endTime' | 'finalize' | 'finalizedAt'> & { freezeMinutes?: number };
  clockOffsetMs: number;
};

function FreezeNote({ contest, clockOffsetMs }: FreezeNoteProps) {
  const now = useServerNow(clockOffsetMs);
  const sentence = freezeSentence({ ...contest, freezeMinutes: contest.freezeMinutes ?? 0 }, now);
  if (!sentence) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-base-content/70">
      <Snowflake className="size-4" aria-hidden="true" />
      {sentence}
    </p>
  );
}

/** /contest/:id (docs/product.md §2 "Contest detail"). */
export function ContestDetailScreen({ contestId }: { contestId: string }) {
  const view = useContestView(contestId);
  const queryClient = useQueryClient();

  if (view.status === 'pending') return <Spinner label="Loading contest" />;
  if (view.status === 'error') {
    const notFound = view.error instanceof ApiError && view.error.status === 404;
    return (
      <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-2 px-4 py-16 text-center">
        <PageTitle title={notFound ? 'Contest not found' : 'Contest'} />
        <h1 className="text-2xl font-bold">{notFound ? 'Contest not found' : 'Could not load the contest'}</h1>
        {!notFound && <p className="text-base-content/70">{view.error.message}</p>}
      </section>
    );
  }

  const { contest } = view;
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <PageTitle title={contest.title} />
        <h1 className="text-3xl font-bold break-words">{contest.title}</h1>
        <ContestTimes startTime={contest.startTime} endTime={contest.endTime} />
        <ContestCountdown contest={contest} clockOffsetMs={contest.clockOffsetMs} onStatusChange={view.refetch} />
      </header>
      <FreezeNote contest={contest} clockOffsetMs={contest.clockOffsetMs} />
      {contest.locked ? (
        <>
          {contest.description !== undefined && (
            <ContestDescription description={contest.description} descriptionHtml={contest.descriptionHtml} />
          )}
          <p className="rounded-box bg-base-200 p-6 text-center text-base-content/70">
            {contest.message}. Its problems appear when it starts.
          </p>
          {contest.registered !== undefined && (
            <div className="flex flex-wrap items-center gap-2">
              <RegisterButton contest={{ _id: contest._id, title: contest.title, registered: contest.registered }} />
            </div>
          )}
        </>
      ) : (
        <>
          <ContestDescription description={contest.description} descriptionHtml={contest.descriptionHtml} />
          <div className="flex flex-wrap gap-2">
            <Link to={paths.leaderboard.getHref(contest._id)} className="btn btn-outline btn-sm">
              <Trophy className="size-4" aria-hidden="true" />
              View Leaderboard
            </Link>
            <ContestClarifications contestId={contest._id} problems={contest.problems} />
          </div>
          {contest.status === 'ended' && (
            // A started run changes this page, the list and the board: every contest query is read again.
            <VirtualParticipation
              contest={contest}
              onStarted={() => invalidateContestQueries(queryClient)}
              onEnd={view.refetch}
            />
          )}
          <ProblemTable contest={contest} clockOffsetMs={contest.clockOffsetMs} />
        </>
      )}
    </section>
  );
}
