import { DIFFICULTIES } from '@codeyard/shared';

/** Columns the home list sorts by; `number` is the list's own order (the # column). */
export const SORT_KEYS = ['number', 'title', 'difficulty', 'acceptance'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type ProblemSort = { key: SortKey; descending: boolean };

export const defaultProblemSort: ProblemSort = { key: 'number', descending: false };
/** In the address as `?sort=title` or `?sort=-acceptance`; the default is left out. */
export const SORT_PARAM = 'sort';

export function sortFromSearchParams(params: URLSearchParams): ProblemSort {
  const value = params.get(SORT_PARAM) ?? '';
  const descending = value.startsWith('-');
  const key = descending ? value.slice(1) : value;
  return (SORT_KEYS as readonly string[]).includes(key) ? { key: key as SortKey, descending } : defaultProblemSort;
}

export function withSort(params: URLSearchParams, sort: ProblemSort): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort.key === defaultProblemSort.key && !sort.descending) next.delete(SORT_PARAM);
  else next.set(SORT_PARAM, `${sort.descending ? '-' : ''}${sort.key}`);
  return next;
}

/** A click on a column: sorts by it ascending, or flips the direction when it already sorts by it. */
export function nextSort(current: ProblemSort, key: SortKey): ProblemSort {
  return current.key === key ? { key, descending: !current.descending } : { key, descending: false };
}

export type SortableProblem = { title: string; difficulty: string; acceptanceRate: number | null };

/**
 * The rows in the order asked, ties kept in list order. Problems with no acceptance rate yet (no
 * judged submission) go last whichever way acceptance is sorted: "no data" is not "0 %".
 */
export function sortProblems<T extends SortableProblem>(rows: readonly T[], sort: ProblemSort): T[] {
  if (sort.key === 'number') return sort.descending ? [...rows].reverse() : [...rows];
  const direction = sort.descending ? -1 : 1;
  const difficultyRank = (row: T) => {
    const rank = (DIFFICULTIES as readonly string[]).indexOf(row.difficulty.toLowerCase());
    return rank === -1 ? DIFFICULTIES.length : rank;
  };
  const compare = (a: T, b: T): number => {
    switch (sort.key) {
      case 'title':
        return direction * a.title.localeCompare(b.title, undefined, { sensitivity: 'base', numeric: true });
      case 'difficulty':
        return direction * (difficultyRank(a) - difficultyRank(b));
      case 'acceptance':
        if (a.acceptanceRate === null || b.acceptanceRate === null)
          return (a.acceptanceRate === null ? 1 : 0) - (b.acceptanceRate === null ? 1 : 0);
        return direction * (a.acceptanceRate - b.acceptanceRate);
      default:
        return 0;
    }
  };
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => compare(a.row, b.row) || a.index - b.index)
    .map((entry) => entry.row);
}
