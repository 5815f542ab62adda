import { formatScore, type ContestScoring } from '@codeyard/shared';

type ContestResult = { scoring: ContestScoring; solved: number; totalScore: number; maxScore: number | null };

/**
 * What a contestant achieved in a contest, by its rules: problems solved in ICPC ("2 solved"), the
 * score out of the full score in IOI ("150 / 300 points"), where a partial score solves nothing.
 */
export function contestResultText(result: ContestResult): string {
  if (result.scoring !== 'ioi') return `${result.solved} solved`;
  const outOf = result.maxScore === null ? '' : ` / ${formatScore(result.maxScore)}`;
  return `${formatScore(result.totalScore)}${outOf} points`;
}
