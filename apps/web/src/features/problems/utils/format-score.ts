import { GROUP_VERDICT_LABELS } from '@codeyard/shared';

/** Scores as the pages show them: whole numbers plainly, others to two decimals at most (33.33). */
export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : String(Math.round(score * 100) / 100);
}

/** "Score 60 / 100" */
export function scoreText(score: number, maxScore: number): string {
  return `Score ${formatScore(score)} / ${formatScore(maxScore)}`;
}

/** A group verdict code in words ("WA" is "Wrong Answer"); unknown codes as they are. */
export function groupVerdictLabel(verdict: string): string {
  return GROUP_VERDICT_LABELS[verdict] ?? verdict;
}
