import type { QueryClient } from '@tanstack/react-query';

/**
 * Every list of the team screens starts with this key. Saving one kind changes the others' answers
 * (a team's inline organisation creates one; a renamed category shows in its teams), so any save
 * reads all three again.
 */
export const teamAdminKey = ['team-admin'] as const;

export function invalidateTeamAdmin(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: teamAdminKey });
}
