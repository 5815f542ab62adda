import type { QueryClient } from '@tanstack/react-query';

/** After any change to the problem set, every list and detail that shows problems is stale. */
export function invalidateProblemQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['problems'] }),
    queryClient.invalidateQueries({ queryKey: ['admin'] }),
  ]).then(() => undefined);
}
