import { Link } from 'react-router';

import type { PublicProfile } from '@codeyard/shared';

import { paths } from '../../../config/paths';
import { contestResultText } from '../utils/contest-result';
import { signedChange } from '../utils/rating-titles';

/** Ended contests the person took part in: final rank, result (solved or points) and, for rated ones, the rating change. */
export function ProfileContests({ contests }: { contests: PublicProfile['contests'] }) {
  if (contests.length === 0) return <p className="text-base-content/70">No contests yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <thead>
          <tr>
            <th>Contest</th>
            <th>Rank</th>
            <th>Result</th>
            <th>Rating</th>
          </tr>
        </thead>
        <tbody>
          {contests.map((contest) => (
            <tr key={contest._id}>
              <td>
                <Link to={paths.contest.getHref(contest._id)} className="link link-hover">
                  {contest.title}
                </Link>
                <div className="text-xs text-base-content/70">
                  <time dateTime={contest.endTime}>{new Date(contest.endTime).toLocaleDateString()}</time>
                </div>
              </td>
              <td className="tabular-nums">
                {contest.rank === null ? '—' : `${contest.rank} / ${contest.participants}`}
              </td>
              <td className="tabular-nums whitespace-nowrap">{contestResultText(contest)}</td>
              <td className="tabular-nums">
                {contest.ratingChange
                  ? `${contest.ratingChange.newRating} (${signedChange(contest.ratingChange.newRating - contest.ratingChange.oldRating)})`
                  : contest.rated
                    ? 'Pending'
                    : 'Unrated'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
