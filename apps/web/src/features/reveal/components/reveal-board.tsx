import type { ContestProblemView } from '@codeyard/shared';

import { StaffBadge } from '../../../components/ui/staff-badge';
import { TeamFlag, TeamMembers } from '../../../components/ui/team-identity';
import { useFlip } from '../hooks/use-flip';
import { resolverCell, type ResolverTone } from '../utils/resolver-cell';
import type { RevealRow, RevealStep } from '../utils/reveal-steps';

type Resolve = Extract<RevealStep, { kind: 'resolve' }>;

// The Resolver's colours, each background with the text colour daisyUI keeps readable (AA) in both themes.
const toneClass: Record<ResolverTone, string> = {
  first: 'bg-success text-success-content font-bold ring-1 ring-inset ring-success-content/40',
  solved: 'bg-success text-success-content',
  partial: 'bg-warning text-warning-content',
  failed: 'bg-error text-error-content',
  frozen: 'bg-warning text-warning-content',
  untried: 'bg-base-200 text-base-content',
};

/**
 * The reveal's rows, in board order (the DOM order is the rank order, for screen readers too):
 * rank, name (a team's with its flag and members, as the leaderboard draws them), solved and
 * penalty (IOI: score), and one Resolver cell per problem. `upcoming` is the
 * cell the next step resolves (highlighted), `current` the one just resolved; a row that changed
 * places slides there (use-flip.ts).
 */
export function RevealBoard({
  rows,
  problems,
  ioi,
  current,
  upcoming,
  large,
}: {
  rows: RevealRow[];
  problems: ContestProblemView[];
  ioi: boolean;
  current: Resolve | undefined;
  upcoming: Resolve | undefined;
  large: boolean;
}) {
  const slide = useFlip(rows);
  const maxScores = new Map(problems.map((problem) => [problem._id, problem.maxScore]));
  const text = large ? 'text-lg' : 'text-sm';
  const cellWidth = large ? 'w-24' : 'w-16';
  return (
    // Focusable, so that a keyboard can scroll it sideways on a narrow screen.
    <div className="overflow-x-auto" role="region" aria-label="Reveal board" tabIndex={0}>
      <div className={`min-w-fit ${text}`}>
        <div className="flex items-center gap-2 px-2 py-2 text-xs font-semibold uppercase" aria-hidden="true">
          <span className="w-10 shrink-0">Rank</span>
          <span className="w-48 shrink-0 grow">Name</span>
          <span className="w-16 shrink-0 text-right">{ioi ? 'Score' : 'Solved'}</span>
          {!ioi && <span className="w-16 shrink-0 text-right">Penalty</span>}
          {problems.map((problem) => (
            <span key={problem._id} className={`${cellWidth} shrink-0 text-center`} title={problem.title}>
              {problem.label}
            </span>
          ))}
        </div>
        <ol aria-label="Standings" className="relative">
          {rows.map((row, index) => {
            const isCurrent = current?.userId === row.userId;
            const isUpcoming = upcoming?.userId === row.userId;
            const moved = isCurrent && current.from !== current.to ? 'up' : undefined;
            return (
              <li
                key={row.userId}
                ref={slide(row.userId)}
                data-testid="reveal-row"
                data-user={row.userId}
                data-position={index + 1}
                data-rank={row.rank}
                data-moved={moved}
                aria-current={isCurrent ? 'step' : undefined}
                className={`relative flex items-center gap-2 border-b border-base-300 px-2 ${large ? 'py-2' : 'py-1'} ${
                  isCurrent ? 'z-10 bg-base-300 font-semibold' : isUpcoming ? 'bg-base-200' : 'bg-base-100'
                }`}
              >
                <span className="w-10 shrink-0 tabular-nums">
                  <span className="sr-only">Rank </span>
                  {row.rank}
                </span>
                <span className="flex w-48 min-w-0 shrink-0 grow items-center gap-1">
                  {row.team && <TeamFlag team={row.team} />}
                  <span className="truncate" title={row.name}>
                    {row.name}
                  </span>
                  {row.staff && <StaffBadge />}
                  {row.team && <TeamMembers team={row.team} className="truncate" />}
                </span>
                <span className="w-16 shrink-0 text-right tabular-nums">
                  {ioi ? <span className="sr-only">Score </span> : null}
                  {ioi ? row.totalScore : row.solved}
                  {ioi ? null : <span className="sr-only"> solved</span>}
                </span>
                {!ioi && (
                  <span className="w-16 shrink-0 text-right tabular-nums">
                    <span className="sr-only">Penalty </span>
                    {row.penalty}
                  </span>
                )}
                {row.cells.map((cell, column) => {
                  const view = resolverCell(cell, maxScores.get(cell.problemId));
                  const label = problems[column]?.label ?? '';
                  const next = isUpcoming && upcoming.problemId === cell.problemId;
                  const resolved = isCurrent && current.problemId === cell.problemId;
                  return (
                    <span
                      key={cell.problemId}
                      title={view.description}
                      data-tone={view.tone}
                      data-next={next || undefined}
                      className={`${cellWidth} shrink-0 rounded py-0.5 text-center tabular-nums ${toneClass[view.tone]} ${
                        next
                          ? 'outline-4 outline-offset-2 outline-info'
                          : resolved
                            ? 'outline-4 outline-offset-1 outline-primary'
                            : ''
                      }`}
                    >
                      <span aria-hidden="true">{view.text}</span>
                      <span className="sr-only">
                        {label}: {view.description}
                        {next ? ', revealed next' : ''}
                      </span>
                    </span>
                  );
                })}
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
