import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Users } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';

import type { ContestSummary } from '@codeyard/shared';

import { AsyncState } from '../../../components/ui/async-state';
import { MarkdownText } from '../../../components/ui/markdown-text';
import { paths } from '../../../config/paths';
import { getContestsQueryOptions, useContests } from '../api/get-contests';
import { useRefetchAtNextChange } from '../hooks/use-refetch-at-next-change';
import { contestFacts } from '../utils/contest-facts';
import { formatContestTime } from '../utils/format-time';
import { ContestCountdown } from './contest-countdown';
import { ContestStatusBadge } from './contest-status-badge';
import { RegisterButton } from './register-button';

function ContestCard({ contest, clockOffsetMs }: { contest: ContestSummary; clockOffsetMs: number }) {
  const initial = contest.title.trim().charAt(0).toUpperCase() || 'C';
  return (
    <article className="card card-border h-full bg-base-100" aria-labelledby={`contest-${contest._id}`}>
      <div className="card-body gap-3">
        <div className="flex items-start gap-3">
          <span
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-content"
            aria-hidden="true"
          >
            {initial}
          </span>
          {/* Every card leads to its contest's page: an upcoming one's counts down to the start. */}
          <h2 id={`contest-${contest._id}`} className="card-title flex-1 break-words">
            <Link to={paths.contest.getHref(contest._id)} className="link link-hover">
              {contest.title}
            </Link>
          </h2>
          <ContestStatusBadge status={contest.status} />
        </div>
        <p className="text-sm font-medium text-base-content/80" data-testid="contest-card-facts">
          {contestFacts(contest)}
        </p>
        {contest.status !== 'ended' && (
          <ContestCountdown contest={contest} clockOffsetMs={clockOffsetMs} label={`${contest.title} clock`} compact />
        )}
        <div className="line-clamp-3 text-base-content/80" data-testid="contest-card-description">
          <MarkdownText>{contest.description}</MarkdownText>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-sm">
          <dt className="text-base-content/70">Start</dt>
          <dd>
            <time dateTime={contest.startTime}>{formatContestTime(contest.startTime)}</time>
          </dd>
          <dt className="text-base-content/70">End</dt>
          <dd>
            <time dateTime={contest.endTime}>{formatContestTime(contest.endTime)}</time>
          </dd>
        </dl>
        <p className="flex items-center gap-3 text-sm text-base-content/70">
          <span className="inline-flex items-center gap-1">
            <CalendarClock className="size-4" aria-hidden="true" />
            {contest.problemCount} {contest.problemCount === 1 ? 'problem' : 'problems'}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users className="size-4" aria-hidden="true" />
            {contest.participantCount} taking part
          </span>
        </p>
        <div className="card-actions items-center justify-end">
          {contest.status === 'upcoming' ? (
            <>
              <RegisterButton contest={contest} />
              <button type="button" className="btn btn-sm" disabled>
                Not Started
              </button>
            </>
          ) : (
            <Link
              to={paths.contest.getHref(contest._id)}
              className="btn btn-primary btn-sm"
              aria-label={`View Contest ${contest.title}`}
            >
              View Contest
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

/** /contests (docs/product.md §2 "Contests list"). */
export function ContestGrid() {
  const contestsQuery = useContests();
  const clockOffsetMs = useQuery(getContestsQueryOptions()).data?.clockOffsetMs ?? 0;
  const { refetch } = contestsQuery;
  useRefetchAtNextChange(
    contestsQuery.data,
    useCallback(() => void refetch(), [refetch]),
  );

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Contests</h1>
      <AsyncState query={contestsQuery} loadingLabel="Loading contests" emptyText="No contests available.">
        {(contests) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Contests">
            {contests.map((contest) => (
              <li key={contest._id}>
                <ContestCard contest={contest} clockOffsetMs={clockOffsetMs} />
              </li>
            ))}
          </ul>
        )}
      </AsyncState>
    </section>
  );
}
