import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { CreateTeamInput, TeamView, UpdateTeamInput } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';
import { invalidateTeamAdmin, teamAdminKey } from './team-admin-key';

/** GET /api/teams (admin) → every team by name, with its organisation, category and members. */
export async function getTeams(): Promise<TeamView[]> {
  return (await api.get<{ teams: TeamView[] }>('/teams')).teams;
}

export function useTeams() {
  return useQuery({ queryKey: [...teamAdminKey, 'teams'], queryFn: getTeams, meta: userScopedMeta });
}

export type SavedTeam = { message: string; team: TeamView };

/** POST /api/teams, or PUT /api/teams/:id with the whole form (the members as one list). */
export function saveTeam({
  teamId,
  input,
}: {
  teamId: string | null;
  input: CreateTeamInput | UpdateTeamInput;
}): Promise<SavedTeam> {
  return teamId === null
    ? api.post<SavedTeam>('/teams', input)
    : api.put<SavedTeam>(`/teams/${encodeURIComponent(teamId)}`, input);
}

export function useSaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTeam, onSuccess: () => invalidateTeamAdmin(queryClient) });
}

/** DELETE /api/teams/:id; the members' accounts stay. */
export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => api.delete<{ message: string }>(`/teams/${encodeURIComponent(teamId)}`),
    onSuccess: () => invalidateTeamAdmin(queryClient),
  });
}
