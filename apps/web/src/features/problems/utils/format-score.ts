import { formatScore } from '@codeyard/shared';

/** "Score 60 / 100" */
export function scoreText(score: number, maxScore: number): string {
  return `Score ${formatScore(score)} / ${formatScore(maxScore)}`;
}
