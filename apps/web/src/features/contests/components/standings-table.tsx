import { Medal } from 'lucide-react';
import { Link } from 'react-router';

import type { Standings, StandingsEntry } from '@codeyard/shared';

import { GeneratedAvatar } from '../../../components/ui/generated-avatar';
import { StaffBadge } from '../../../components/ui/staff-badge';
import { TeamFlag, TeamMembers } from '../../../components/ui/team-identity';
import { paths } from '../../../config/paths';
import type { BoardPerson } from '../api/get-people';
import { lastAcceptedMinute } from '../utils/last-accepted-minute';
import { ProblemLabel } from './problem-label';
import { StandingsCellView } from './standings-cell';
import { StandingsTotalsRow } from './standings-totals-row';

/**
 * docs/product.md §9: the top 3 ranks are highlighted: gold, silver and bronze borders (on the rank cell, since
 * table rows draw no borders of their own) and a medal beside the rank.
 */
const topRankLook: Record<number, { border: string; medal: string }> = {
  1: { border: 'border-l-4 border-l-yellow-500', medal: 'text-yellow-500' },
  2: { border: 'border-l-4 border-l-slate-400', medal: 'text-slate-400' },
  3: { border: 'border-l-4 border-l-amber-700', medal: 'text-amber-700' },
};

type RowProps = {
  entry: StandingsEntry;
  problems: Standings['problems'];
  isViewer: boolean;
  person?: BoardPerson | undefined;
  pinned?: boolean;
  ioi: boolean;
};

/**
 * The name, linked to the person's profile once their handle is known, with their rating beside it;
 * a team (team contests) has no profile, and its rating is the team's own (rated team contests).
 */
function NameCell({ entry, person }: { entry: StandingsEntry; person: BoardPerson | undefined }) {
  return (
    <>
      {entry.team && <TeamFlag team={entry.team} />}
      {person?.handle ? (
        <Link to={paths.profile.getHref(person.handle)} className="link link-hover whitespace-nowrap">
          {entry.name}
        </Link>
      ) : (
        <span className="whitespace-nowrap">{entry.name}</span>
      )}
      {person?.rating != null && (
        <span className="text-xs text-base-content/70 tabular-nums" title={entry.team ? 'Team rating' : 'Rating'}>
          {person.rating}
        </span>
      )}
      {entry.team && <TeamMembers team={entry.team} />}
    </>
  );
}

function StandingsRow({ entry, problems, isViewer, person, pinned = false, ioi }: RowProps) {
  const top = topRankLook[entry.rank];
  const viewerClass = isViewer ? 'bg-primary/10 font-semibold' : '';
  const pinnedClass = pinned ? 'sticky bottom-0 z-10 bg-base-200 shadow-[0_-2px_4px_rgba(0,0,0,0.15)]' : '';
  return (
    <tr
      className={`${viewerClass} ${pinnedClass}`}
      data-top={entry.rank <= 3 ? entry.rank : undefined}
      data-pinned={pinned || undefined}
      aria-current={isViewer ? 'true' : undefined}
    >
      <td className={`tabular-nums ${top?.border ?? ''}`}>
        <span className="inline-flex items-center gap-1">
          {entry.rank}
          {top && <Medal className={`size-4 ${top.medal}`} aria-hidden="true" />}
          {top && <span className="sr-only"> (top 3)</span>}
        </span>
      </td>
      <td>
        <span className="flex min-w-max items-center gap-2">
          <GeneratedAvatar seed={entry.name} />
          {/* Names stay on one line: on a phone the board scrolls sideways instead of wrapping them letter by letter. */}
          <NameCell entry={entry} person={person} />
          {entry.staff && <StaffBadge />}
          {isViewer && <span className="badge badge-primary badge-sm">you</span>}
          {entry.virtual && (
            <span className="badge badge-neutral badge-sm" title="Took the contest virtually, after it ended">
              virtual
            </span>
          )}
        </span>
      </td>
      {/* ICPC: the score is only solved × 100, so it is not shown; IOI ranks by it. */}
      {ioi && <td className="font-semibold tabular-nums">{entry.totalScore}</td>}
      <td className="tabular-nums">{entry.solved}</td>
      <td className="tabular-nums">{entry.penalty}</td>
      {!ioi && <td className="tabular-nums">{lastAcceptedMinute(entry) ?? '–'}</td>}
      {problems.map((problem) => (
        <StandingsCellView
          key={problem._id}
          letter={problem.label}
          cell={entry.cells.find((cell) => cell.problemId === problem._id)}
          maxScore={ioi ? problem.maxScore : undefined}
        />
      ))}
    </tr>
  );
}

/** Columns before the problems': rank, name and three numbers (ICPC: solved, penalty, last AC; IOI: score, solved, time). */
const LEADING_COLUMNS = 5;

/** The board's rows; the viewer's own row is pinned at the bottom when it is not on this page. */
export function StandingsTable({
  standings,
  viewerId,
  people = new Map(),
  emptyText = 'No submissions yet.',
}: {
  standings: Standings;
  viewerId: string | null;
  people?: Map<string, BoardPerson>;
  /** Said when the board has no rows (a filter's own words). */
  emptyText?: string | undefined;
}) {
  const { entries, problems, mine } = standings;
  if (entries.length === 0 && !mine)
    return <p className="rounded-box bg-base-200 p-6 text-center text-base-content/70">{emptyText}</p>;
  const mineOnPage = mine !== null && entries.some((entry) => entry.userId === mine.userId);
  // IOI boards rank by total score, then by the minute it was reached (shown where ICPC shows penalty).
  const ioi = standings.scoring === 'ioi';

  return (
    // Focusable so keyboard users can scroll a wide or long board (WCAG 2.1.1; axe scrollable-region-focusable).
    <div tabIndex={0} className="max-h-[70vh] overflow-auto rounded-box border border-base-300">
      <table className="table table-sm" aria-label="Leaderboard">
        <thead className="sticky top-0 z-10 bg-base-100">
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Name</th>
            {ioi && <th scope="col">Score</th>}
            <th scope="col">Solved</th>
            <th scope="col" title={ioi ? 'Minute the total score was reached' : 'Penalty minutes'}>
              {ioi ? 'Time' : 'Penalty'}
            </th>
            {!ioi && (
              <th scope="col" title="Minute of the last accepted problem: equal solved and penalty rank earlier first">
                Last AC
              </th>
            )}
            {problems.map((problem) => (
              <th key={problem._id} scope="col" className="text-center" title={problem.title}>
                <ProblemLabel problem={problem} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <StandingsRow
              key={entry.userId}
              entry={entry}
              problems={problems}
              // In a team contest the viewer's own row is their team's (`mine`).
              isViewer={entry.userId === viewerId || entry.userId === mine?.userId}
              person={people.get(entry.userId)}
              ioi={ioi}
            />
          ))}
          {mine && !mineOnPage && (
            <StandingsRow entry={mine} problems={problems} isViewer person={people.get(mine.userId)} pinned ioi={ioi} />
          )}
        </tbody>
        {standings.problemTotals && (
          <StandingsTotalsRow problems={problems} totals={standings.problemTotals} leadingColumns={LEADING_COLUMNS} />
        )}
      </table>
    </div>
  );
}
