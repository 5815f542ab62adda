/** An acceptance rate (percent, one decimal) as the list shows it: `66.7%`, or null when nobody has submitted. */
export function formatAcceptance(rate: number | null | undefined): string | null {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return null;
  return `${rate.toFixed(1)}%`;
}

/** "41 problems", or "Showing 3 of 41 problems" while filters hide some. */
export function problemCountText(shown: number, total: number): string {
  const noun = total === 1 ? 'problem' : 'problems';
  return shown === total ? `${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}
