import { useMutation } from '@tanstack/react-query';

import type { VirtualRun } from '@codeyard/shared';

import { api } from '../../../lib/api-client';

/** POST /api/problem/contest/:id/virtual: the caller's own run of an ended contest (the existing one if started). */
export function startVirtual(contestId: string): Promise<{ message: string; virtual: VirtualRun }> {
  return api.post<{ message: string; virtual: VirtualRun }>(
    `/problem/contest/${encodeURIComponent(contestId)}/virtual`,
  );
}

/**
 * Starts a run. A run changes what the contest's queries answer (its page, its board), and those
 * queries belong to the contests feature, which hands in `onStarted` to refresh them: this feature
 * does not import contests, which imports it.
 */
export function useStartVirtual(onStarted: () => Promise<unknown> | void) {
  return useMutation({ mutationFn: startVirtual, onSuccess: () => onStarted() });
}
