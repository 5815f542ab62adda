import { Download, Pencil, Plus, ScanSearch } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { contestMessages, type ContestSummary } from '@codeyard/shared';

import { AdminList, type AdminListColumn } from '../../../components/ui/admin-list';
import { DeleteButton } from '../../../components/ui/delete-button';
import { apiHrefs, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteContest } from '../api/delete-contest';
import { useContests } from '../api/get-contests';
import { formatContestTime } from '../utils/format-time';
import { ContestStatusBadge } from './contest-status-badge';
import { ImportContestForm } from './import-contest-form';

export const DELETE_CONTEST_CONFIRMATION =
  'Are you sure you want to delete this contest? Its submissions stay as practice.';

const contestColumns: AdminListColumn<ContestSummary>[] = [
  { header: 'Status', cell: (contest) => <ContestStatusBadge status={contest.status} /> },
  {
    header: 'Start',
    cell: (contest) => formatContestTime(contest.startTime),
    secondary: true,
    folded: (contest) => `Start ${formatContestTime(contest.startTime)}`,
  },
  {
    header: 'End',
    cell: (contest) => formatContestTime(contest.endTime),
    secondary: true,
    folded: (contest) => `End ${formatContestTime(contest.endTime)}`,
  },
  {
    header: 'Problems',
    cell: (contest) => contest.problemCount,
    className: 'tabular-nums',
    // Folded too: beside a title, Status, Problems and the stacked buttons were wider than a phone.
    secondary: true,
    folded: (contest) => `${contest.problemCount} ${contest.problemCount === 1 ? 'problem' : 'problems'}`,
  },
];

/**
 * /admin/contests: every contest with Edit, Export and Delete, and the contest package import
 * (issues 10 and 32; not in docs/product.md §2).
 */
export function AdminContests() {
  const contestsQuery = useContests();
  const deleteContest = useDeleteContest();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const onDelete = async (contestId: string) => {
    if (!window.confirm(DELETE_CONTEST_CONFIRMATION)) return;
    setNotice(null);
    try {
      await deleteContest.mutateAsync(contestId);
      setNotice({ ok: true, text: contestMessages.deleted });
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    <AdminList
      heading="Contests"
      headingAction={
        <Link to={paths.admin.createContest.getHref()} className="btn btn-primary btn-sm">
          <Plus className="size-4" aria-hidden="true" />
          Create Contest
        </Link>
      }
      query={contestsQuery}
      loadingLabel="Loading contests"
      emptyText="No contests available."
      rowKey={(contest) => contest._id}
      title={(contest) => (
        <Link to={paths.contest.getHref(contest._id)} className="link link-hover">
          {contest.title}
        </Link>
      )}
      columns={contestColumns}
      actions={(contest) => (
        <>
          <Link
            to={paths.admin.editContest.getHref(contest._id)}
            className="btn btn-sm"
            aria-label={`Edit ${contest.title}`}
          >
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Link>
          <a
            href={apiHrefs.exportContest(contest._id)}
            download
            className="btn btn-sm btn-ghost"
            aria-label={`Export ${contest.title}`}
          >
            <Download className="size-4" aria-hidden="true" />
            Export
          </a>
          {contest.status === 'ended' && (
            <Link
              to={paths.admin.contestSimilarity.getHref(contest._id)}
              className="btn btn-sm"
              aria-label={`Similarity report of ${contest.title}`}
            >
              <ScanSearch className="size-4" aria-hidden="true" />
              Similarity
            </Link>
          )}
          <DeleteButton
            label={`Delete ${contest.title}`}
            pending={deleteContest.isPending && deleteContest.variables === contest._id}
            onDelete={() => void onDelete(contest._id)}
          />
        </>
      )}
    >
      <ImportContestForm />
      {notice && (
        <div role="alert" className={`alert ${notice.ok ? 'alert-success' : 'alert-error'}`}>
          {notice.text}
        </div>
      )}
    </AdminList>
  );
}
