import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { AsyncState } from '../../../components/ui/async-state';
import { useAttemptedProblems } from '../api/get-attempted-problems';
import { useProblems } from '../api/get-problems';
import { useSolvedProblems } from '../api/get-solved-problems';
import { filtersFromSearchParams, withFilters } from '../utils/filter-params';
import { defaultProblemFilters, filterProblems, type ProblemFilters } from '../utils/filter-problems';
import { problemCountText } from '../utils/format-acceptance';
import { nextSort, sortFromSearchParams, sortProblems, withSort, type SortKey } from '../utils/sort-problems';
import { ProblemFilterBar } from './problem-filter-bar';
import { ProblemTable } from './problem-table';

/** The home screen's list (docs/product.md §2 "Home", §5 filtering); the filters and the sort live in the address. */
export function ProblemList({ userId }: { userId: string | null }) {
  const problemsQuery = useProblems();
  const solvedQuery = useSolvedProblems(userId);
  const attemptedQuery = useAttemptedProblems(userId);
  const [searchParams, setSearchParams] = useSearchParams();
  const addressFilters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const sort = useMemo(() => sortFromSearchParams(searchParams), [searchParams]);
  const headingId = useId();

  // The search box answers each keystroke from local state (the address updates a moment later);
  // when the address changes by itself (Back, a link), the box follows it.
  const [searchText, setSearchText] = useState(addressFilters.search);
  const [addressSearch, setAddressSearch] = useState(addressFilters.search);
  if (addressFilters.search !== addressSearch) {
    setAddressSearch(addressFilters.search);
    setSearchText(addressFilters.search);
  }
  const filters: ProblemFilters = useMemo(
    () => ({ ...addressFilters, search: searchText }),
    [addressFilters, searchText],
  );

  // docs/product.md §4: logout empties the solved list — the queries are keyed by user and disabled without one.
  const solvedIds = useMemo(
    () => new Set(userId ? (solvedQuery.data ?? []).map((problem) => problem._id) : []),
    [solvedQuery.data, userId],
  );
  const attemptedIds = useMemo(() => new Set(userId ? (attemptedQuery.data ?? []) : []), [attemptedQuery.data, userId]);
  const problems = useMemo(() => problemsQuery.data ?? [], [problemsQuery.data]);
  const numberOf = useMemo(() => new Map(problems.map((problem, index) => [problem._id, index + 1])), [problems]);
  const visible = useMemo(
    () => sortProblems(filterProblems(problems, filters, solvedIds, attemptedIds), sort),
    [problems, filters, solvedIds, attemptedIds, sort],
  );

  // Filtering replaces the history entry: Back leaves the list (with its filters) instead of undoing keystrokes.
  const update = <K extends keyof ProblemFilters>(key: K, value: ProblemFilters[K]) => {
    if (key === 'search') setSearchText(value);
    setSearchParams((current) => withFilters(current, { ...filters, [key]: value }), { replace: true });
  };
  const filtered = (Object.keys(defaultProblemFilters) as (keyof ProblemFilters)[]).some(
    (key) => filters[key] !== defaultProblemFilters[key],
  );
  const clearFilters = () => {
    setSearchText('');
    setSearchParams((current) => withFilters(current, defaultProblemFilters), { replace: true });
  };
  const onSort = (key: SortKey) =>
    setSearchParams((current) => withSort(current, nextSort(sort, key)), { replace: true });

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-3 px-3 py-4 sm:px-4">
      <ProblemFilterBar filters={filters} signedIn={userId !== null} onChange={update} />

      <div className="flex items-baseline justify-between gap-3">
        <h1 id={headingId} className="text-2xl font-bold">
          Problems
        </h1>
        {problemsQuery.isSuccess && (
          <p className="text-sm text-base-content/70" aria-live="polite">
            {problemCountText(visible.length, problems.length)}
          </p>
        )}
      </div>

      {/* docs/product.md §8: a failed load says "No problems found." too, with Retry; empty means nothing passes the filters. */}
      <AsyncState
        query={problemsQuery}
        loadingLabel="Loading problems"
        errorText="No problems found."
        emptyText="No problems found."
        isEmpty={() => visible.length === 0}
        emptyAction={
          filtered && (
            <button type="button" className="btn btn-sm btn-primary" onClick={clearFilters}>
              Clear filters
            </button>
          )
        }
      >
        {() => (
          <ProblemTable
            rows={visible}
            numberOf={numberOf}
            solvedIds={solvedIds}
            attemptedIds={attemptedIds}
            sort={sort}
            onSort={onSort}
            labelledBy={headingId}
          />
        )}
      </AsyncState>
    </section>
  );
}
