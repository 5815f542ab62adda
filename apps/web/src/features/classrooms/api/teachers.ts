import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { TeacherView } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';

const teachersQueryKey = ['teachers'] as const;

/** GET /api/admin/teachers (admins) → the users marked as teachers. */
export function getTeachers(): Promise<TeacherView[]> {
  return api.get<{ teachers: TeacherView[] }>('/admin/teachers').then(({ teachers }) => teachers);
}

export const getTeachersQueryOptions = () =>
  queryOptions({ queryKey: teachersQueryKey, queryFn: getTeachers, meta: userScopedMeta });

export function useTeachers(enabled: boolean) {
  return useQuery({ ...getTeachersQueryOptions(), enabled });
}

/** PUT or DELETE /api/admin/teachers/:handle: marks or unmarks a teacher. */
export function setTeacher(handle: string, teacher: boolean): Promise<{ message: string }> {
  const path = `/admin/teachers/${encodeURIComponent(handle)}`;
  return teacher ? api.put<{ message: string }>(path) : api.delete<{ message: string }>(path);
}

export function useSetTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ handle, teacher }: { handle: string; teacher: boolean }) => setTeacher(handle, teacher),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teachersQueryKey }),
  });
}
