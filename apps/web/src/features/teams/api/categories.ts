import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { CategoryView, CreateCategoryInput, UpdateCategoryInput } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';
import { invalidateTeamAdmin, teamAdminKey } from './team-admin-key';

/** GET /api/categories (admin) → every category by name, hidden ones included. */
export async function getCategories(): Promise<CategoryView[]> {
  return (await api.get<{ categories: CategoryView[] }>('/categories')).categories;
}

export function useCategories() {
  return useQuery({ queryKey: [...teamAdminKey, 'categories'], queryFn: getCategories, meta: userScopedMeta });
}

export type SavedCategory = { message: string; category: CategoryView };

/** POST /api/categories, or PUT /api/categories/:id. */
export function saveCategory({
  categoryId,
  input,
}: {
  categoryId: string | null;
  input: CreateCategoryInput | UpdateCategoryInput;
}): Promise<SavedCategory> {
  return categoryId === null
    ? api.post<SavedCategory>('/categories', input)
    : api.put<SavedCategory>(`/categories/${encodeURIComponent(categoryId)}`, input);
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCategory, onSuccess: () => invalidateTeamAdmin(queryClient) });
}

/** DELETE /api/categories/:id; 409 while a team is still in it. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: string) =>
      api.delete<{ message: string }>(`/categories/${encodeURIComponent(categoryId)}`),
    onSuccess: () => invalidateTeamAdmin(queryClient),
  });
}
