import { ArrowLeft } from 'lucide-react';
import { useCallback, useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';

import { contestMessages, isAdminRole, type Standings } from '@codeyard/shared';

import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import { usePeople } from '../api/get-people';
import { useStandings } from '../api/get-standings';
import { useContestStart, type ContestCard } from '../hooks/use-contest-start';
import { useFollowContestClock } from '../hooks/use-follow-contest-clock';
import { useLiveStandings } from '../hooks/use-live-standings';
import { ContestClarifications } from '../../clarifications';
import { VirtualMomentNote, VirtualRowsSwitch } from '../../virtual';
import { BoardFilters, type BoardFilter } from './board-filters';
import { BoardFreezeNote } from './board-freeze-note';
import { ContestCountdown } from './contest-countdown';
import { ContestStatusBadge } from './contest-status-badge';
import { StandingsTable } from './standings-table';

/** What the leaderboard shows from other features, handed in by the route (app/routes/contest/leaderboard.tsx). */
export type LeaderboardSlots = {
  /** The admin's jury panel above the board (features/jury). */
  JuryPanel: ComponentType<{ contestId: string; standings: Standings }>;
  /** Everyone else's link to the reveal (features/jury). */
  RevealLink: ComponentType<{ standings: Standings }>;
  /** The reveal itself, at ?reveal=1 (features/reveal). */
  RevealSection: ComponentType<{ contestId: string }>;
};

type LeaderboardScreenProps = { contestId: string; viewerId: string | null; slots: LeaderboardSlots };

function BackToContest({ contestId }: { contestId: string }) {
  return (
    <Link to={paths.contest.getHref(contestId)} className="link link-hover inline-flex items-center gap-1 text-sm">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to contest
    </Link>
  );
}

/** Before the start the board is closed to non-admins: the card's title and a countdown instead. */
function BoardNotOpen({ card }: { card: ContestCard }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <PageTitle title={`${card.title} Leaderboard`} />
      <h1 className="text-2xl font-bold break-words">{card.title} Leaderboard</h1>
      <ContestCountdown contest={card} clockOffsetMs={card.clockOffsetMs} />
      <p className="text-base-content/70">{contestMessages.notStarted}. Its leaderboard appears when it starts.</p>
      <BackToContest contestId={card._id} />
    </section>
  );
}

/** /contest/:contestId/leaderboard (docs/product.md §2 "Leaderboard"): live over the socket, paginated, own row pinned. */
export function LeaderboardScreen({ contestId, viewerId, slots }: LeaderboardScreenProps) {
  const { JuryPanel, RevealLink, RevealSection } = slots;
  const [page, setPage] = useState(1);
  const [showVirtual, setShowVirtual] = useState(false);
  // The jury's switch to the board the public sees while it is frozen (issue 36).
  const [asPublic, setAsPublic] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  // The filter lives in the address, so a link to a category's board (or a reload) keeps it.
  const filter: BoardFilter = {
    category: searchParams.get('category'),
    organization: searchParams.get('organization'),
  };
  const changeFilter = (next: BoardFilter) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        for (const key of ['category', 'organization'] as const) {
          const value = next[key];
          if (value) params.set(key, value);
          else params.delete(key);
        }
        return params;
      },
      { replace: true },
    );
    setPage(1);
  };
  const isAdmin = isAdminRole(useAuth().state.user?.role);
  const start = useContestStart(contestId);
  const open = start.settled && !start.upcoming;
  const standingsQuery = useStandings(
    contestId,
    { page, virtual: showVirtual, asPublic: isAdmin && asPublic, ...filter },
    open,
  );
  useLiveStandings(contestId, open);
  const { refetch } = standingsQuery;
  const refetchBoard = useCallback(() => void refetch(), [refetch]);
  // At the end the board turns to ended and unfreezes by itself.
  const liveStatus = useFollowContestClock(standingsQuery.data, standingsQuery.data?.clockOffsetMs ?? 0, refetchBoard);
  const people = usePeople([
    ...(standingsQuery.data?.entries.map((entry) => entry.userId) ?? []),
    ...(standingsQuery.data?.mine ? [standingsQuery.data.mine.userId] : []),
  ]);

  // Just after the start the card stays on screen until the board replaces it.
  if (start.card?.status === 'upcoming' && standingsQuery.isPending) return <BoardNotOpen card={start.card} />;
  if (standingsQuery.isPending) return <Spinner label="Loading leaderboard" />;
  if (standingsQuery.isError) {
    const status = standingsQuery.error instanceof ApiError ? standingsQuery.error.status : 0;
    return (
      <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-2 px-4 py-16 text-center">
        <PageTitle title="Leaderboard" />
        <h1 className="text-2xl font-bold">{status === 404 ? 'Contest not found' : 'Leaderboard unavailable'}</h1>
        {status !== 404 && <p className="text-base-content/70">{standingsQuery.error.message}</p>}
      </section>
    );
  }

  const standings = standingsQuery.data;
  const pageCount = Math.max(1, Math.ceil(standings.total / standings.pageSize));
  // The reveal (issue 22): the jury's after the end, everyone's once the results are final.
  if (searchParams.get('reveal') === '1' && standings.status === 'ended' && (isAdmin || standings.finalized))
    return (
      <section className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8">
        <PageTitle title={`${standings.title} Reveal`} />
        <h1 className="text-3xl font-bold break-words">{standings.title}: the reveal</h1>
        <RevealSection contestId={contestId} />
      </section>
    );
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8">
      <BackToContest contestId={contestId} />
      <header className="flex flex-wrap items-center gap-3">
        <PageTitle title={`${standings.title} Leaderboard`} />
        <h1 className="text-3xl font-bold break-words">{standings.title} Leaderboard</h1>
        <ContestStatusBadge status={liveStatus ?? standings.status} />
        <ContestClarifications contestId={contestId} problems={standings.problems} />
      </header>
      {/* Compact: the status badge is in the header already. */}
      <ContestCountdown contest={standings} clockOffsetMs={standings.clockOffsetMs} compact />
      {isAdmin ? <JuryPanel contestId={contestId} standings={standings} /> : <RevealLink standings={standings} />}
      <BoardFreezeNote
        standings={standings}
        isAdmin={isAdmin}
        liveStatus={liveStatus}
        asPublic={asPublic}
        onAsPublicChange={setAsPublic}
      />
      {standings.scoring === 'ioi' ? (
        <p className="text-sm text-base-content/70">
          IOI rules: ranked by total score, then by the minute it was reached (earlier first). Cells: the problem&apos;s
          best score (★ first full score), ? pending; the small number is the minute it was reached.
        </p>
      ) : (
        <p className="text-sm text-base-content/70">
          Ranked by problems solved, then penalty minutes (20 per rejected attempt before the accepted one), then the
          earlier last accepted problem (Last AC). Cells: + solved (★ first to solve), − rejected attempts, ? pending;
          the small number is the minute.
        </p>
      )}
      {(liveStatus ?? standings.status) === 'ended' && (
        <VirtualRowsSwitch
          shown={showVirtual}
          virtualMoment={standings.virtualMoment}
          onShownChange={(shown) => {
            setShowVirtual(shown);
            setPage(1);
          }}
        />
      )}
      <BoardFilters standings={standings} filter={filter} onChange={changeFilter} />
      <VirtualMomentNote standings={standings} />
      <StandingsTable
        standings={standings}
        viewerId={viewerId}
        people={people.data}
        emptyText={filter.category || filter.organization ? 'No submissions from these rows yet.' : undefined}
      />
      {pageCount > 1 && (
        <nav className="flex items-center justify-center gap-2" aria-label="Leaderboard pages">
          <button
            type="button"
            className="btn btn-sm"
            disabled={page <= 1}
            onClick={() => setPage((current) => Math.max(1, current - 1))}
          >
            Previous
          </button>
          <span className="text-sm tabular-nums" aria-live="polite">
            Page {standings.page} of {pageCount}
          </span>
          <button
            type="button"
            className="btn btn-sm"
            disabled={page >= pageCount}
            onClick={() => setPage((current) => Math.min(pageCount, current + 1))}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
