import type { QueryClient } from '@tanstack/react-query';

/** A created, edited or deleted contest changes lists, details and boards. */
export function invalidateContestQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['contests'] });
}
