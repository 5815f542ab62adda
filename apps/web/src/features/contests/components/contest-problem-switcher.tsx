import { ArrowLeft, Trophy } from 'lucide-react';
import { Link } from 'react-router';

import type { ContestProblemView } from '@codeyard/shared';

import { paths } from '../../../config/paths';
import { ProblemLabel } from './problem-label';

type ContestProblemSwitcherProps = {
  contestId: string;
  problems: ContestProblemView[];
  currentProblemId: string;
};

/**
 * The contest problem screen's way around (docs/product.md §2 "Contest problem screen"): back to the
 * contest, one label per problem (A, B, C…, or the contest's own, with its balloon colour; the current
 * one marked) and the board, as on Codeforces.
 */
export function ContestProblemSwitcher({ contestId, problems, currentProblemId }: ContestProblemSwitcherProps) {
  return (
    <nav aria-label="Contest problems" className="flex flex-wrap items-center gap-1">
      <Link to={paths.contest.getHref(contestId)} className="btn btn-ghost btn-xs">
        <ArrowLeft className="size-3" aria-hidden="true" />
        Contest
      </Link>
      <ul className="join">
        {problems.map((problem) => {
          const current = problem._id === currentProblemId;
          return (
            <li key={problem._id}>
              <Link
                to={paths.contestProblem.getHref(contestId, problem._id)}
                className={`btn join-item btn-xs min-w-8 ${current ? 'btn-primary' : 'btn-outline'}`}
                aria-current={current ? 'page' : undefined}
                aria-label={`Problem ${problem.label}: ${problem.title}`}
                title={problem.title}
              >
                <ProblemLabel problem={problem} />
              </Link>
            </li>
          );
        })}
      </ul>
      <Link to={paths.leaderboard.getHref(contestId)} className="btn btn-ghost btn-xs">
        <Trophy className="size-3" aria-hidden="true" />
        Board
      </Link>
    </nav>
  );
}
