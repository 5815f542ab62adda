import { CheckCircle2, Users, WifiOff, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

import { formatScore, type ContestProblemResult, type ProblemPage } from '@codeyard/shared';

import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { PageTitle } from '../../../components/ui/page-title';
import type { SocketStatus } from '../hooks/use-socket-status';
import { presenceText } from '../utils/outcome';

/** How many people have the problem open (null before the server said), and whether the live connection is up. */
export type LiveStatus = { viewers: number | null; socketStatus: SocketStatus };

type ProblemHeaderProps = {
  problem: ProblemPage;
  live: LiveStatus;
  clock?: ReactNode;
  /** The badge on a contest's screen: the viewer's result in that contest (null: none). Practice pages leave it out and show whether they ever solved it. */
  mark?: ContestProblemResult | null | undefined;
};

/** The problem pane's header (docs/product.md §2): title, Solved (or Tried) badge, difficulty, tags, a contest's clock, and who else is solving it. */
export function ProblemHeader({
  problem,
  live,
  clock,
  mark = problem.solvedByUser ? 'solved' : null,
}: ProblemHeaderProps) {
  return (
    <header className="flex flex-col gap-2 border-b border-base-300 px-4 py-3">
      <PageTitle title={problem.title} />
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-xl font-bold">{problem.title}</h1>
        {problem.type === 'scoring' && <span className="badge badge-info badge-soft">Scored</span>}
        {problem.type === 'interactive' && <span className="badge badge-info badge-soft">Interactive</span>}
        {mark === 'solved' && (
          <span className="badge badge-success badge-soft gap-1">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            Solved
          </span>
        )}
        {mark === 'tried' && (
          <span className="badge badge-error badge-soft gap-1">
            <XCircle className="size-3.5" aria-hidden="true" />
            Tried, not solved
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <DifficultyBadge difficulty={problem.difficulty} />
        {(Array.isArray(problem.tags) ? problem.tags : [problem.tags]).filter(Boolean).map((tag) => (
          <span key={tag} className="badge badge-outline badge-sm">
            {tag}
          </span>
        ))}
        {clock}
        <LiveStatusBadge {...live} />
      </div>
      {problem.scoringGroups && problem.scoringGroups.length > 0 && <ScoringGroups problem={problem} />}
    </header>
  );
}

/** A scored problem's groups with their points, and the viewer's best score so far. */
function ScoringGroups({ problem }: { problem: ProblemPage }) {
  const groups = problem.scoringGroups ?? [];
  const total = groups.reduce((sum, group) => sum + group.points, 0);
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" aria-label="Scoring groups">
      <span className="text-base-content/70">Groups:</span>
      <ul className="contents">
        {groups.map((group) => (
          <li key={group.name} className="badge badge-ghost badge-sm h-auto max-w-full break-words">
            {group.name} · {formatScore(group.points)} pts
          </li>
        ))}
      </ul>
      {problem.bestScore !== undefined && problem.bestScore !== null && (
        <span className="font-medium">
          Best {formatScore(problem.bestScore)} / {formatScore(total)}
        </span>
      )}
    </div>
  );
}

/** "N people solving", or "Offline" while the live connection is down. */
function LiveStatusBadge({ viewers, socketStatus }: LiveStatus) {
  return (
    <span className="ml-auto inline-flex items-center gap-1 text-base-content/70" aria-live="polite">
      {socketStatus === 'offline' ? (
        <span
          className="badge badge-warning badge-soft gap-1"
          title="The live connection is down; it reconnects by itself"
        >
          <WifiOff className="size-3.5" aria-hidden="true" />
          Offline
        </span>
      ) : (
        viewers !== null && (
          <>
            <Users className="size-4" aria-hidden="true" />
            {presenceText(viewers)}
          </>
        )
      )}
    </span>
  );
}
