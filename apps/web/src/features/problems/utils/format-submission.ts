const submittedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short' });
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** Short local date and time, e.g. 11/22/26, 12:58 PM. */
export function formatSubmittedAt(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : submittedFormat.format(date);
}

/**
 * The same moment as its date and its time apart (11/22/26 and 12:58 PM), so a narrow table can
 * put one above the other without breaking either; null for a value that is no date.
 */
export function submittedParts(createdAt: string): { date: string; time: string } | null {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : { date: dateFormat.format(date), time: timeFormat.format(date) };
}
