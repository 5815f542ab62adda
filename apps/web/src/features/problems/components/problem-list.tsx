import { CheckCircle2, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { HOME_TAGS } from '@codeyard/shared';

import { AsyncState } from '../../../components/ui/async-state';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { paths } from '../../../config/paths';
import { useProblems } from '../api/get-problems';
import { useSolvedProblems } from '../api/get-solved-problems';
import { filtersFromSearchParams, withFilters } from '../utils/filter-params';
import { filterProblems, type ProblemFilters } from '../utils/filter-problems';
import { formatAcceptance, problemCountText } from '../utils/format-acceptance';

function tagList(tags: string[] | string | null | undefined): string[] {
  if (Array.isArray(tags)) return tags;
  return tags ? [tags] : [];
}

function Tags({ tags, className }: { tags: string[]; className: string }) {
  return (
    <span className={`gap-1 ${className}`}>
      {tags.map((tag) => (
        <span key={tag} className="badge badge-outline badge-xs">
          {tag}
        </span>
      ))}
    </span>
  );
}

/** The signed-in home screen (docs/product.md §2 "Home", §5 filtering); the filters live in the address. */
export function ProblemList({ userId }: { userId: string | null }) {
  const problemsQuery = useProblems();
  const solvedQuery = useSolvedProblems(userId);
  const [searchParams, setSearchParams] = useSearchParams();
  const addressFilters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
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

  // docs/product.md §4: logout empties the solved list — the query is keyed by user and disabled without one.
  const solvedIds = useMemo(
    () => new Set(userId ? (solvedQuery.data ?? []).map((problem) => problem._id) : []),
    [solvedQuery.data, userId],
  );
  const problems = useMemo(() => problemsQuery.data ?? [], [problemsQuery.data]);
  const visible = useMemo(() => filterProblems(problems, filters, solvedIds), [problems, filters, solvedIds]);

  // Filtering replaces the history entry: Back leaves the list (with its filters) instead of undoing keystrokes.
  const update = <K extends keyof ProblemFilters>(key: K, value: ProblemFilters[K]) => {
    if (key === 'search') setSearchText(value);
    setSearchParams((current) => withFilters(current, { ...filters, [key]: value }), { replace: true });
  };

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-3 px-3 py-4 sm:px-4">
      <div className="flex flex-col gap-2 md:flex-row md:items-center">
        <label className="input input-sm w-full md:flex-1">
          <Search className="size-4 opacity-60" aria-hidden="true" />
          <input
            type="search"
            placeholder="Search problems by title..."
            aria-label="Search problems by title"
            value={filters.search}
            onChange={(event) => update('search', event.target.value)}
          />
        </label>
        <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3 md:flex">
          <select
            className="select select-sm w-full md:w-auto"
            aria-label="Status"
            value={filters.status}
            onChange={(event) => update('status', event.target.value as ProblemFilters['status'])}
          >
            <option value="all">All Problems</option>
            <option value="solved">Solved Problems</option>
          </select>
          <select
            className="select select-sm w-full md:w-auto"
            aria-label="Difficulty"
            value={filters.difficulty}
            onChange={(event) => update('difficulty', event.target.value as ProblemFilters['difficulty'])}
          >
            <option value="all">All Difficulties</option>
            <option value="easy">easy</option>
            <option value="medium">medium</option>
            <option value="hard">hard</option>
          </select>
          <select
            className="select select-sm w-full md:w-auto"
            aria-label="Tag"
            value={filters.tag}
            onChange={(event) => update('tag', event.target.value)}
          >
            <option value="all">All Tags</option>
            {HOME_TAGS.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </div>
      </div>

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
      >
        {() => (
          <div className="overflow-x-auto rounded-box border border-base-300">
            <table className="table table-sm" aria-labelledby={headingId}>
              <thead>
                <tr>
                  <th scope="col" className="w-8 text-right">
                    #
                  </th>
                  <th scope="col">Title</th>
                  <th scope="col">Difficulty</th>
                  <th scope="col" className="hidden md:table-cell">
                    Tags
                  </th>
                  <th scope="col" className="hidden text-right sm:table-cell">
                    Acceptance
                  </th>
                  <th scope="col" className="text-right">
                    <span className="sr-only">Status</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {visible.map((problem, index) => {
                  const solved = solvedIds.has(problem._id);
                  const tags = tagList(problem.tags);
                  const acceptance = formatAcceptance(problem.acceptanceRate);
                  return (
                    <tr key={problem._id} className="hover:bg-base-200">
                      <td className="text-right text-base-content/70 tabular-nums">{index + 1}</td>
                      <td className="w-full break-words md:max-w-0">
                        <Link
                          to={paths.problem.getHref(problem._id)}
                          className="link link-hover font-medium md:block md:truncate"
                        >
                          {problem.title}
                        </Link>
                        {/* Narrow screens have no Tags (and on phones no Acceptance) column: they sit under the title instead. */}
                        <span className="mt-1 flex flex-wrap items-center gap-1 md:hidden">
                          <Tags tags={tags} className="flex flex-wrap" />
                          <span className="text-xs text-base-content/70 sm:hidden">
                            {acceptance ? `${acceptance} accepted` : 'No submissions yet'}
                          </span>
                        </span>
                      </td>
                      <td>
                        <DifficultyBadge difficulty={problem.difficulty} />
                      </td>
                      <td className="hidden md:table-cell">
                        <Tags tags={tags} className="flex flex-nowrap" />
                      </td>
                      <td className="hidden text-right tabular-nums sm:table-cell">
                        {acceptance ?? (
                          <>
                            <span aria-hidden="true">—</span>
                            <span className="sr-only">No submissions yet</span>
                          </>
                        )}
                      </td>
                      <td className="text-right">
                        {solved ? (
                          <span className="inline-flex items-center gap-1 font-medium text-success">
                            <CheckCircle2 className="size-4" aria-hidden="true" />
                            Solved
                          </span>
                        ) : (
                          <Link
                            to={paths.problem.getHref(problem._id)}
                            className="btn btn-primary btn-xs"
                            aria-label={`Solve ${problem.title}`}
                          >
                            Solve
                          </Link>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </AsyncState>
    </section>
  );
}
