import { CheckCircle2, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';

import { HOME_TAGS } from '@codeyard/shared';

import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useProblems } from '../api/get-problems';
import { useSolvedProblems } from '../api/get-solved-problems';
import { defaultProblemFilters, filterProblems, type ProblemFilters } from '../utils/filter-problems';

function tagList(tags: string[] | string | null | undefined): string[] {
  if (Array.isArray(tags)) return tags;
  return tags ? [tags] : [];
}

/** The signed-in home screen (SPEC §2 "Home", §5 filtering). */
export function ProblemList({ userId }: { userId: string | null }) {
  const problemsQuery = useProblems();
  const solvedQuery = useSolvedProblems(userId);
  const [filters, setFilters] = useState<ProblemFilters>(defaultProblemFilters);

  // SPEC §4: logout empties the solved list — the query is keyed by user and disabled without one.
  const solvedIds = useMemo(() => new Set(userId ? (solvedQuery.data ?? []).map((problem) => problem._id) : []), [solvedQuery.data, userId]);
  const visible = useMemo(() => filterProblems(problemsQuery.data ?? [], filters, solvedIds), [problemsQuery.data, filters, solvedIds]);

  const update = <K extends keyof ProblemFilters>(key: K, value: ProblemFilters[K]) => setFilters((current) => ({ ...current, [key]: value }));

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-3 py-6 sm:px-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <label className="input w-full md:flex-1">
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
          <select className="select w-full md:w-auto" aria-label="Status" value={filters.status} onChange={(event) => update('status', event.target.value as ProblemFilters['status'])}>
            <option value="all">All Problems</option>
            <option value="solved">Solved Problems</option>
          </select>
          <select
            className="select w-full md:w-auto"
            aria-label="Difficulty"
            value={filters.difficulty}
            onChange={(event) => update('difficulty', event.target.value as ProblemFilters['difficulty'])}
          >
            <option value="all">All Difficulties</option>
            <option value="easy">easy</option>
            <option value="medium">medium</option>
            <option value="hard">hard</option>
          </select>
          <select className="select w-full md:w-auto" aria-label="Tag" value={filters.tag} onChange={(event) => update('tag', event.target.value)}>
            <option value="all">All Tags</option>
            {HOME_TAGS.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </div>
      </div>

      <h1 className="text-2xl font-bold">Problems</h1>

      {problemsQuery.isPending ? (
        <Spinner label="Loading problems" />
      ) : visible.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center text-base-content/70">No problems found.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Problems">
          {visible.map((problem) => {
            const solved = solvedIds.has(problem._id);
            return (
              <li key={problem._id} className="card card-border bg-base-100">
                <div className="card-body flex-row flex-wrap items-center gap-3 p-4">
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <Link to={paths.problem.getHref(problem._id)} className="link link-hover truncate font-semibold">
                      {problem.title}
                    </Link>
                    <div className="flex flex-wrap items-center gap-2">
                      <DifficultyBadge difficulty={problem.difficulty} />
                      {tagList(problem.tags).map((tag) => (
                        <span key={tag} className="badge badge-outline badge-sm">
                          {tag}
                        </span>
                      ))}
                    </div>
                  </div>
                  {solved ? (
                    <span className="flex items-center gap-1 font-medium text-success">
                      <CheckCircle2 className="size-4" aria-hidden="true" />
                      Solved
                    </span>
                  ) : (
                    <Link to={paths.problem.getHref(problem._id)} className="btn btn-primary btn-sm" aria-label={`Solve ${problem.title}`}>
                      Solve
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
