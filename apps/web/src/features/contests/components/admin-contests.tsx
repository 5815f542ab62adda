import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { contestMessages } from '@codeyard/shared';

import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteContest } from '../api/delete-contest';
import { useContests } from '../api/get-contests';
import { formatContestTime } from '../utils/format-time';
import { ContestStatusBadge } from './contest-status-badge';
import { DeleteButton } from '../../../components/ui/delete-button';

export const DELETE_CONTEST_CONFIRMATION = 'Are you sure you want to delete this contest? Its submissions stay as practice.';

/** /admin/contests: every contest with Edit and Delete (issue 10; not in SPEC §2). */
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

  const contests = contestsQuery.data ?? [];
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-3xl font-bold">Contests</h1>
        <Link to={paths.admin.createContest.getHref()} className="btn btn-primary btn-sm">
          <Plus className="size-4" aria-hidden="true" />
          Create Contest
        </Link>
      </div>
      {notice && (
        <div role="alert" className={`alert ${notice.ok ? 'alert-success' : 'alert-error'}`}>
          {notice.text}
        </div>
      )}
      {contestsQuery.isPending ? (
        <Spinner label="Loading contests" />
      ) : contestsQuery.isError ? (
        <div role="alert" className="alert alert-error">
          {contestsQuery.error.message}
        </div>
      ) : contests.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center text-base-content/70">No contests available.</p>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table">
            <thead>
              <tr>
                <th>Title</th>
                <th>Status</th>
                <th>Start</th>
                <th>End</th>
                <th>Problems</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {contests.map((contest) => (
                <tr key={contest._id}>
                  <td className="font-medium">
                    <Link to={paths.contest.getHref(contest._id)} className="link link-hover">
                      {contest.title}
                    </Link>
                  </td>
                  <td>
                    <ContestStatusBadge status={contest.status} />
                  </td>
                  <td>{formatContestTime(contest.startTime)}</td>
                  <td>{formatContestTime(contest.endTime)}</td>
                  <td className="tabular-nums">{contest.problemCount}</td>
                  <td>
                    <div className="flex gap-2">
                      <Link to={paths.admin.editContest.getHref(contest._id)} className="btn btn-sm" aria-label={`Edit ${contest.title}`}>
                        <Pencil className="size-4" aria-hidden="true" />
                        Edit
                      </Link>
                      <DeleteButton label={`Delete ${contest.title}`} pending={deleteContest.isPending && deleteContest.variables === contest._id} onDelete={() => void onDelete(contest._id)} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
