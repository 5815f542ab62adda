/** A contest time in the viewer's locale and time zone, e.g. 'Nov 23, 2026, 10:15 AM'. */
export function formatContestTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A time of day in the viewer's locale and time zone, e.g. '10:15 AM'. */
export function formatTimeOfDay(ms: number): string {
  return new Date(ms).toLocaleTimeString(undefined, { timeStyle: 'short' });
}
