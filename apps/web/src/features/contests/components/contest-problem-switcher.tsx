import { ArrowLeft, Trophy } from 'lucide-react';
import { Link } from 'react-router';

import type { ContestProblemResult, ContestProblemView } from '@codeyard/shared';

import { paths } from '../../../config/paths';
import { ProblemLabel } from './problem-label';

type ContestProblemSwitcherProps = {
  contestId: string;
  problems: ContestProblemView[];
  currentProblemId: string;
  /** The viewer's results in the contest: solved letters are green, tried ones red, as on Codeforces. */
  results?: Record<string, ContestProblemResult> | undefined;
};

const RESULT_CLASS: Record<ContestProblemResult, string> = { solved: 'btn-success', tried: 'btn-error' };
const RESULT_WORDS: Record<ContestProblemResult, string> = { solved: 'solved', tried: 'tried, not solved' };

/**
 * The contest problem screen's way around (docs/product.md §2 "Contest problem screen"): back to the
 * contest, one label per problem (A, B, C…, or the contest's own, with its balloon colour; the current
 * one marked, the viewer's solved and tried ones coloured) and the board, as on Codeforces.
 */
export function ContestProblemSwitcher({
  contestId,
  problems,
  currentProblemId,
  results,
}: ContestProblemSwitcherProps) {
  return (
    <nav aria-label="Contest problems" className="flex flex-wrap items-center gap-1">
      <Link to={paths.contest.getHref(contestId)} className="btn btn-ghost btn-xs">
        <ArrowLeft className="size-3" aria-hidden="true" />
        Contest
      </Link>
      <ul className="join">
        {problems.map((problem) => {
          const current = problem._id === currentProblemId;
          const result = results?.[problem._id];
          // The current letter keeps its state's colour and is marked by an underline and weight instead.
          const colour = result ? RESULT_CLASS[result] : current ? 'btn-primary' : 'btn-outline';
          const currentMark = current ? 'underline decoration-2 underline-offset-2 font-extrabold' : '';
          return (
            <li key={problem._id}>
              <Link
                to={paths.contestProblem.getHref(contestId, problem._id)}
                className={`btn join-item btn-xs min-w-8 ${colour} ${currentMark}`}
                aria-current={current ? 'page' : undefined}
                aria-label={`Problem ${problem.label}: ${problem.title}${result ? `, ${RESULT_WORDS[result]}` : ''}`}
                data-result={result}
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
