/** Scores as the pages show them: whole numbers plainly, others to two decimals at most (33.33). */
export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : String(Math.round(score * 100) / 100);
}

/** "Score 60 / 100" */
export function scoreText(score: number, maxScore: number): string {
  return `Score ${formatScore(score)} / ${formatScore(maxScore)}`;
}
