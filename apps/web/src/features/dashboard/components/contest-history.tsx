import { Link } from 'react-router';

import type { DashboardStats } from '@codeyard/shared';

import { paths } from '../../../config/paths';

/** The contests the user took part in, with their rank. */
export function ContestHistory({ contests }: { contests: DashboardStats['contestHistory'] }) {
  if (contests.length === 0) return <p className="text-base-content/70">No contests yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <thead>
          <tr>
            <th>Contest</th>
            <th>Date</th>
            <th>Rank</th>
            <th>Solved</th>
          </tr>
        </thead>
        <tbody>
          {contests.map((contest) => (
            <tr key={contest._id}>
              <td>
                <Link to={paths.contest.getHref(contest._id)} className="link link-hover">
                  {contest.title}
                </Link>
              </td>
              <td>
                <time dateTime={contest.startTime}>{new Date(contest.startTime).toLocaleDateString()}</time>
              </td>
              <td className="tabular-nums">
                {contest.rank === null ? '—' : `${contest.rank} / ${contest.participants}`}
              </td>
              <td className="tabular-nums">{contest.solved}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
