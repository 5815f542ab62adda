import type { StandingsEntry } from '@codeyard/shared';

/**
 * The ICPC tie-break made visible: rows equal in solved and penalty are ordered by when their last
 * problem was accepted (earlier first), i.e. the latest minute among the solved cells. Null before any.
 */
export function lastAcceptedMinute(entry: StandingsEntry): number | null {
  let last: number | null = null;
  for (const cell of entry.cells) {
    if (cell.solved && cell.minute !== null && (last === null || cell.minute > last)) last = cell.minute;
  }
  return last;
}
