import { Link } from 'react-router';

import { VERDICTS, verdictTone, type DashboardStats } from '@codeyard/shared';

import { VerdictLabel } from '../../../components/ui/verdict-look';
import { paths } from '../../../config/paths';

/** The latest submissions with their verdicts. */
export function RecentSubmissions({ submissions }: { submissions: DashboardStats['recentSubmissions'] }) {
  if (submissions.length === 0) return <p className="text-base-content/70">No submissions yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <thead>
          <tr>
            <th>Problem</th>
            <th>Verdict</th>
            <th>Language</th>
            <th>When</th>
          </tr>
        </thead>
        <tbody>
          {submissions.map((submission) => (
            <tr key={submission._id}>
              <td>
                <Link to={paths.problem.getHref(submission.problemId)} className="link link-hover">
                  {submission.title}
                </Link>
              </td>
              <td>
                <VerdictLabel
                  tone={verdictTone(submission.status, submission.verdict)}
                  className="text-sm font-medium whitespace-nowrap"
                >
                  {submission.status === 'accepted'
                    ? VERDICTS.accepted.name
                    : (submission.verdict ?? submission.status)}
                </VerdictLabel>
              </td>
              <td>{submission.language}</td>
              <td>
                <time dateTime={submission.createdAt}>{new Date(submission.createdAt).toLocaleString()}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
