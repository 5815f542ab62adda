import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads a live list or board again. A read under way is cancelled first: its answer may predate
 * what was just heard, and a first read (no data yet) would otherwise be shared, not repeated.
 */
export function readAgain(queryClient: QueryClient, queryKey: QueryKey): void {
  void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
}

/**
 * A change heard by socket while the list is still being read would be overwritten by that read's
 * answer, which may predate it: read again in that case (the change is applied all the same).
 */
export function readAgainIfReading(queryClient: QueryClient, queryKey: QueryKey): void {
  const state = queryClient.getQueryState(queryKey);
  if (state && (state.data === undefined || state.fetchStatus === 'fetching')) readAgain(queryClient, queryKey);
}
