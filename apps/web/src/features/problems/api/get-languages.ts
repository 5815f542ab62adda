import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { coreLanguages, languageLabel, type OfferedLanguage } from '@codeyard/shared';

import { api } from '../../../lib/api-client';

/** Until the server answers (or if it cannot): the languages every Codeyard judge has. */
const beforeAnswer = (): OfferedLanguage[] =>
  coreLanguages().map((id) => ({ id, label: languageLabel(id), name: languageLabel(id), version: '' }));

/** GET /api/languages: what the judge installed, in the picker's order. */
export function getLanguages(): Promise<OfferedLanguage[]> {
  return api.get<{ languages: OfferedLanguage[] }>('/languages').then((answer) => answer.languages);
}

/** The languages the picker offers; the same for everyone, and they change only when an operator installs one. */
export function useOfferedLanguages(): OfferedLanguage[] {
  const query = useQuery({ queryKey: ['languages'], queryFn: getLanguages, staleTime: 60_000 });
  return useMemo(() => query.data ?? beforeAnswer(), [query.data]);
}
