import { Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { PROBLEM_VISIBILITY_SHORT_LABELS, type ProblemListEntry } from '@codeyard/shared';

import { AdminList, type AdminListColumn } from '../../../components/ui/admin-list';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { useAdminProblems } from '../api/get-admin-problems';
import { joinTags } from '../utils/tags';

const problemColumns: AdminListColumn<ProblemListEntry>[] = [
  { header: 'Difficulty', cell: (problem) => <DifficultyBadge difficulty={problem.difficulty} /> },
  { header: 'Tags', cell: (problem) => joinTags(problem.tags), secondary: true },
  {
    header: 'Visibility',
    // The admin list always carries it; an older server's answer may not.
    cell: (problem) => (problem.visibility ? PROBLEM_VISIBILITY_SHORT_LABELS[problem.visibility] : '—'),
    secondary: true,
    folded: (problem) =>
      problem.visibility ? `Visibility: ${PROBLEM_VISIBILITY_SHORT_LABELS[problem.visibility]}` : '',
  },
];

/** Every word of the search appears in the title or the slug, whatever the case. */
function matches(problem: ProblemListEntry, search: string): boolean {
  const haystack = `${problem.title} ${problem.slug ?? ''}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

type AdminProblemListProps = {
  heading: string;
  numbered?: boolean;
  /** Between the heading and the table: notices, the import form. */
  children?: ReactNode;
  actions: (problem: ProblemListEntry) => ReactNode;
  /** Columns of the screen's own, after Difficulty, Tags and Visibility. */
  extraColumns?: AdminListColumn<ProblemListEntry>[];
};

/** The three admin screens that list every problem (all, delete, video) differ only in heading and actions. */
export function AdminProblemList({ heading, numbered, children, actions, extraColumns = [] }: AdminProblemListProps) {
  const problemsQuery = useAdminProblems();
  const [search, setSearch] = useState('');
  return (
    <AdminList
      heading={heading}
      query={problemsQuery}
      loadingLabel="Loading problems"
      errorText="Failed to fetch problems"
      emptyText="No problems found."
      filter={search.trim() ? (problem) => matches(problem, search) : undefined}
      emptyAction={
        search.trim() && (
          <button type="button" className="btn btn-sm btn-primary" onClick={() => setSearch('')}>
            Clear search
          </button>
        )
      }
      rowKey={(problem) => problem._id}
      numbered={numbered}
      title={(problem) => problem.title}
      columns={[...problemColumns, ...extraColumns]}
      actions={actions}
    >
      {children}
      <label className="input w-full sm:max-w-md">
        <Search className="size-4 opacity-60" aria-hidden="true" />
        <input
          type="search"
          aria-label="Search problems by title or slug"
          placeholder="Search by title or slug"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
    </AdminList>
  );
}
