import { DIFFICULTIES, HOME_TAGS } from '@codeyard/shared';

import { defaultProblemFilters, STATUS_FILTERS, type ProblemFilters } from './filter-problems';

/**
 * The home filters live in the address (`?q=&status=&difficulty=&tag=`) so Back, reload and a
 * shared link show the same list. Defaults are left out of the address; anything the screen
 * cannot offer (an unknown difficulty or tag) reads as its default.
 */
export const filterParamNames = {
  search: 'q',
  status: 'status',
  difficulty: 'difficulty',
  tag: 'tag',
} as const satisfies Record<keyof ProblemFilters, string>;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

export function filtersFromSearchParams(params: URLSearchParams): ProblemFilters {
  return {
    search: params.get(filterParamNames.search) ?? defaultProblemFilters.search,
    status: oneOf(params.get(filterParamNames.status), STATUS_FILTERS) ?? defaultProblemFilters.status,
    difficulty: oneOf(params.get(filterParamNames.difficulty), DIFFICULTIES) ?? defaultProblemFilters.difficulty,
    tag: oneOf(params.get(filterParamNames.tag), HOME_TAGS) ?? defaultProblemFilters.tag,
  };
}

/** Writes the filters into `params` (a copy), keeping any other parameters the address carries. */
export function withFilters(params: URLSearchParams, filters: ProblemFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(filterParamNames) as (keyof ProblemFilters)[]) {
    const name = filterParamNames[key];
    if (filters[key] === defaultProblemFilters[key]) next.delete(name);
    else next.set(name, filters[key]);
  }
  return next;
}
