import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { CreateOrganizationInput, OrganizationView, UpdateOrganizationInput } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';
import { invalidateTeamAdmin, teamAdminKey } from './team-admin-key';

/** GET /api/organizations (admin) → every organisation by name. */
export async function getOrganizations(): Promise<OrganizationView[]> {
  return (await api.get<{ organizations: OrganizationView[] }>('/organizations')).organizations;
}

export function useOrganizations() {
  return useQuery({ queryKey: [...teamAdminKey, 'organizations'], queryFn: getOrganizations, meta: userScopedMeta });
}

export type SavedOrganization = { message: string; organization: OrganizationView };

/** POST /api/organizations, or PUT /api/organizations/:id (null clears formal name, country and logo). */
export function saveOrganization({
  organizationId,
  input,
}: {
  organizationId: string | null;
  input: CreateOrganizationInput | UpdateOrganizationInput;
}): Promise<SavedOrganization> {
  return organizationId === null
    ? api.post<SavedOrganization>('/organizations', input)
    : api.put<SavedOrganization>(`/organizations/${encodeURIComponent(organizationId)}`, input);
}

export function useSaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveOrganization, onSuccess: () => invalidateTeamAdmin(queryClient) });
}

/** DELETE /api/organizations/:id; 409 while a team still has it. */
export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: string) =>
      api.delete<{ message: string }>(`/organizations/${encodeURIComponent(organizationId)}`),
    onSuccess: () => invalidateTeamAdmin(queryClient),
  });
}
