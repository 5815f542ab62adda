import { ArrowDown, ArrowUp, CheckCircle2, CircleDot } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { PROBLEM_TYPE_LABELS, type ProblemListEntry } from '@codeyard/shared';

import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { paths } from '../../../config/paths';
import { formatAcceptance } from '../utils/format-acceptance';
import type { ProblemSort, SortKey } from '../utils/sort-problems';

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

type SortHeaderProps = {
  label: string;
  sortKey: SortKey;
  sort: ProblemSort;
  onSort: (key: SortKey) => void;
  className?: string;
  children?: ReactNode;
};

/**
 * A column header that sorts by its column; aria-sort tells screen readers which one does, and which
 * way. The button fills the whole cell (the cell's padding is the button's), so a click anywhere in
 * the header sorts.
 */
function SortHeader({ label, sortKey, sort, onSort, className = '' }: SortHeaderProps) {
  const active = sort.key === sortKey;
  const Arrow = sort.descending ? ArrowDown : ArrowUp;
  const alignEnd = className.includes('text-right');
  return (
    <th
      scope="col"
      className={`p-0 ${className}`}
      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
    >
      <button
        type="button"
        className={`flex w-full items-center gap-1 px-3 py-2 font-semibold hover:underline ${alignEnd ? 'justify-end' : ''}`}
        onClick={() => onSort(sortKey)}
      >
        {label}
        {active && <Arrow className="size-3" aria-hidden="true" />}
      </button>
    </th>
  );
}

function StatusCell({
  problem,
  solved,
  attempted,
}: {
  problem: ProblemListEntry;
  solved: boolean;
  attempted: boolean;
}) {
  if (solved)
    return (
      <span className="inline-flex items-center gap-1 font-medium text-success">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        Solved
      </span>
    );
  return (
    <span className="inline-flex items-center justify-end gap-2">
      {attempted && (
        <span className="inline-flex items-center gap-1 text-xs font-medium text-warning">
          <CircleDot className="size-3.5" aria-hidden="true" />
          Attempted
        </span>
      )}
      <Link
        to={paths.problem.getHref(problem._id)}
        className="btn btn-primary btn-xs"
        aria-label={`${attempted ? 'Retry' : 'Solve'} ${problem.title}`}
      >
        {attempted ? 'Retry' : 'Solve'}
      </Link>
    </span>
  );
}

type ProblemTableProps = {
  rows: ProblemListEntry[];
  /** Each problem's place in the whole list, so a row keeps its number whatever the filters and sort. */
  numberOf: ReadonlyMap<string, number>;
  solvedIds: ReadonlySet<string>;
  attemptedIds: ReadonlySet<string>;
  sort: ProblemSort;
  onSort: (key: SortKey) => void;
  labelledBy: string;
};

/** The home list's table (docs/product.md §2 "Home"): #, Title, Difficulty, Tags, Acceptance and the row's status. */
export function ProblemTable({ rows, numberOf, solvedIds, attemptedIds, sort, onSort, labelledBy }: ProblemTableProps) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-sm" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <SortHeader label="#" sortKey="number" sort={sort} onSort={onSort} className="w-8 text-right" />
            <SortHeader label="Title" sortKey="title" sort={sort} onSort={onSort} />
            <SortHeader label="Difficulty" sortKey="difficulty" sort={sort} onSort={onSort} />
            <th scope="col" className="hidden md:table-cell">
              Tags
            </th>
            <SortHeader
              label="Acceptance"
              sortKey="acceptance"
              sort={sort}
              onSort={onSort}
              className="hidden text-right sm:table-cell"
            />
            <th scope="col" className="text-right">
              <span className="sr-only">Status</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((problem) => {
            const tags = tagList(problem.tags);
            const acceptance = formatAcceptance(problem.acceptanceRate);
            return (
              <tr key={problem._id} className="hover:bg-base-200">
                <td className="text-right text-base-content/70 tabular-nums">{numberOf.get(problem._id)}</td>
                <td className="w-full break-words md:max-w-0">
                  <Link
                    to={paths.problem.getHref(problem._id)}
                    className="link link-hover font-medium md:block md:truncate"
                  >
                    {problem.title}
                  </Link>
                  {/* Pass-fail is the usual kind and goes unmarked; the list leaves its type out. */}
                  {problem.type && problem.type !== 'pass-fail' && (
                    <span className="mt-1 mr-1 badge badge-soft badge-info badge-xs">
                      {PROBLEM_TYPE_LABELS[problem.type]}
                    </span>
                  )}
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
                  <StatusCell
                    problem={problem}
                    solved={solvedIds.has(problem._id)}
                    attempted={attemptedIds.has(problem._id)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
