import type { ClarificationView } from '@codeyard/shared';

/**
 * What a contestant has not read: answers and announcements that arrived after the newest one they
 * had when they last opened the panel. Counted from the server's times, so the reader's own clock
 * (which may be wrong) never decides.
 */
export function unreadCount(items: readonly ClarificationView[], seenUntil: string | null): number {
  return items.filter((item) => item.answeredAt !== null && (seenUntil === null || item.answeredAt > seenUntil)).length;
}

/** The newest answer or announcement time in the list, to remember as read. */
export function newestActivity(items: readonly ClarificationView[]): string | null {
  let newest: string | null = null;
  for (const item of items)
    if (item.answeredAt !== null && (newest === null || item.answeredAt > newest)) newest = item.answeredAt;
  return newest;
}

export const seenStorageKey = (contestId: string) => `codeyard:clarifications-seen:${contestId}`;
