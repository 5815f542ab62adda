import { queryOptions, useQuery } from '@tanstack/react-query';

import type {
  CheckingInput,
  InteractorInput,
  ProblemType,
  ProblemVisibility,
  ReferenceCode,
  ScoringGroupInput,
  StartCode,
} from '@codeyard/shared';
import type { FunctionSignature } from '@codeyard/shared/function-problem';

import { api } from '../../../lib/api-client';

/** The full problem as the edit form needs it, hidden tests and reference code included. */
export type AdminProblem = {
  _id: string;
  title: string;
  description: string;
  difficulty: string;
  tags: string[] | string | null;
  visibletestcases: { input: string; output: string; explanation?: string | null; interaction?: string }[];
  hiddentestcases: { input: string; output: string; explanation?: string | null }[];
  startCode: StartCode[];
  referenceCode: ReferenceCode[];
  timeLimitMs?: number | null;
  memoryLimitMb?: number | null;
  /** The problem's stable name: its export folder and the key import matches on. */
  slug?: string | null;
  /** Who sees it outside the admin screens; missing from older servers (then public). */
  visibility?: ProblemVisibility;
  /** A scored problem's groups of hidden tests (0-based) with points; null or missing for pass-fail. */
  scoring?: { groups: ScoringGroupInput[] } | null;
  type?: ProblemType;
  /** An interactive problem's interactor, when the form can edit it (C++ or Python); null otherwise. */
  interactor?: InteractorInput | null;
  /** A batch problem's output check, when the form can edit it; left out otherwise. */
  checking?: CheckingInput;
  /** A function problem's signature; null or missing for a stdin/stdout problem. */
  function?: FunctionSignature | null;
};

/** GET /api/problem/admin/:id (admin only). */
export function getAdminProblem(problemId: string): Promise<AdminProblem> {
  return api.get<AdminProblem>(`/problem/admin/${encodeURIComponent(problemId)}`);
}

export const getAdminProblemQueryOptions = (problemId: string) =>
  queryOptions({
    queryKey: ['admin', 'problem', problemId],
    queryFn: () => getAdminProblem(problemId),
    staleTime: 0,
    gcTime: 0,
  });

export function useAdminProblem(problemId: string) {
  return useQuery(getAdminProblemQueryOptions(problemId));
}
