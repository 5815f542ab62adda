import type { Difficulty } from '@codeyard/shared';

/** Solved; attempted (submitted, not solved yet); unsolved (everything not solved, attempted or not). */
export const STATUS_FILTERS = ['all', 'solved', 'attempted', 'unsolved'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export type ProblemFilters = {
  /** Free text; every whitespace-separated word must appear in the title. */
  search: string;
  difficulty: 'all' | Difficulty;
  tag: 'all' | string;
  status: StatusFilter;
};

export const defaultProblemFilters: ProblemFilters = { search: '', difficulty: 'all', tag: 'all', status: 'all' };

/** The fields filtering reads; tags may be a list or a single tag (docs/product.md §3). */
export type FilterableProblem = {
  _id: string;
  title: string;
  difficulty: string;
  tags: string[] | string | null | undefined;
};

function hasTag(tags: FilterableProblem['tags'], tag: string): boolean {
  if (Array.isArray(tags)) return tags.includes(tag);
  return tags === tag;
}

/**
 * docs/product.md §5 home filtering: a problem is shown only if it matches the difficulty (or all), the tag
 * (or all), the status (solved = its _id is in the solved list; attempted = submitted to but not solved;
 * unsolved = not solved; or all), and every
 * whitespace-separated word of the search text appears in the lowercased title. Search is
 * case-insensitive and ignores blank input.
 */
export function filterProblems<T extends FilterableProblem>(
  problems: readonly T[],
  filters: ProblemFilters,
  solvedIds: ReadonlySet<string>,
  attemptedIds: ReadonlySet<string> = new Set(),
): T[] {
  const words = filters.search
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);

  return problems.filter((problem) => {
    if (filters.difficulty !== 'all' && problem.difficulty !== filters.difficulty) return false;
    if (filters.tag !== 'all' && !hasTag(problem.tags, filters.tag)) return false;
    if (filters.status === 'solved' && !solvedIds.has(problem._id)) return false;
    if (filters.status === 'attempted' && (solvedIds.has(problem._id) || !attemptedIds.has(problem._id))) return false;
    if (filters.status === 'unsolved' && solvedIds.has(problem._id)) return false;
    const title = problem.title.toLowerCase();
    return words.every((word) => title.includes(word));
  });
}
