import { Link } from 'react-router';

import type { DashboardStats } from '@codeyard/shared';

import { paths } from '../../../config/paths';
import { contestResultText } from '../utils/contest-result';

type Contests = DashboardStats['contestHistory'];

/** A contest still running is not history: its rank is provisional and changes with every verdict. */
function Running({ contests }: { contests: Contests }) {
  if (contests.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1" aria-label="In progress">
      {contests.map((contest) => (
        <li key={contest._id} className="flex flex-wrap items-center gap-2">
          <span className="badge badge-success badge-soft">Running</span>
          <Link to={paths.contest.getHref(contest._id)} className="link link-hover font-medium">
            {contest.title}
          </Link>
          <span className="text-sm text-base-content/70">
            {contestResultText(contest)} so far · ends {new Date(contest.endTime).toLocaleString()}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The contests the user took part in, with their final rank and result; ones still running are listed apart. */
export function ContestHistory({ contests }: { contests: Contests }) {
  const running = contests.filter((contest) => contest.status === 'running');
  const ended = contests.filter((contest) => contest.status !== 'running' && contest.status !== 'upcoming');
  if (running.length === 0 && ended.length === 0) return <p className="text-base-content/70">No contests yet.</p>;
  return (
    <div className="flex flex-col gap-3">
      <Running contests={running} />
      {ended.length > 0 && <EndedContests contests={ended} />}
    </div>
  );
}

function EndedContests({ contests }: { contests: Contests }) {
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <thead>
          <tr>
            <th>Contest</th>
            <th>Date</th>
            <th>Rank</th>
            <th>Result</th>
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
              <td className="tabular-nums whitespace-nowrap">{contestResultText(contest)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
