import type { ReactNode } from 'react';

import type { ProblemSummary } from '@codeyard/shared';

import { AdminList, type AdminListColumn } from '../../../components/ui/admin-list';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { useAdminProblems } from '../api/get-admin-problems';
import { joinTags } from '../utils/tags';

const problemColumns: AdminListColumn<ProblemSummary>[] = [
  { header: 'Difficulty', cell: (problem) => <DifficultyBadge difficulty={problem.difficulty} /> },
  { header: 'Tags', cell: (problem) => joinTags(problem.tags), secondary: true },
];

type AdminProblemListProps = {
  heading: string;
  numbered?: boolean;
  /** Between the heading and the table: notices, the import form. */
  children?: ReactNode;
  actions: (problem: ProblemSummary) => ReactNode;
  /** Columns of the screen's own, after Difficulty and Tags. */
  extraColumns?: AdminListColumn<ProblemSummary>[];
};

/** The three admin screens that list every problem (all, delete, video) differ only in heading and actions. */
export function AdminProblemList({ heading, numbered, children, actions, extraColumns = [] }: AdminProblemListProps) {
  const problemsQuery = useAdminProblems();
  return (
    <AdminList
      heading={heading}
      query={problemsQuery}
      loadingLabel="Loading problems"
      errorText="Failed to fetch problems"
      emptyText="No problems found."
      rowKey={(problem) => problem._id}
      numbered={numbered}
      title={(problem) => problem.title}
      columns={[...problemColumns, ...extraColumns]}
      actions={actions}
    >
      {children}
    </AdminList>
  );
}
