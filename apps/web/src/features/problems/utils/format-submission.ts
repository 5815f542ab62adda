const submittedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** Short local date and time, e.g. 11/22/26, 12:58 PM. */
export function formatSubmittedAt(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : submittedFormat.format(date);
}
