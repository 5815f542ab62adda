import { Link } from 'react-router';

import type { DashboardStats } from '@codeyard/shared';

import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { paths } from '../../../config/paths';

/** docs/product.md §2 "Dashboard": initial avatar, first name, email, Problems Solved, Contests Participated, first 5 solved. */
export function ProfileSummary({ stats }: { stats: DashboardStats }) {
  const initial = stats.user.firstName.trim().charAt(0).toUpperCase() || 'U';
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="card card-border bg-base-100">
        <div className="card-body flex-row items-center gap-4">
          <span
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-content"
            aria-hidden="true"
          >
            {initial}
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words">{stats.user.firstName}</h1>
            <p className="break-all text-base-content/70">{stats.user.email}</p>
          </div>
        </div>
      </div>
      <div className="card card-border bg-base-100">
        {/* The list itself holds the dt/dd groups: a wrapper between them is not allowed in a dl. */}
        <dl className="card-body grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-base-content/70">Problems Solved</dt>
            <dd className="text-3xl font-bold tabular-nums">
              {stats.solvedCount} / {stats.totalProblems}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-base-content/70">Contests Participated</dt>
            <dd className="text-3xl font-bold tabular-nums">{stats.contestsParticipated}</dd>
          </div>
          <div>
            <dt className="text-sm text-base-content/70">Accepted rate</dt>
            <dd className="text-xl font-semibold tabular-nums">
              {stats.acceptedRate === null ? '—' : `${Math.round(stats.acceptedRate)}%`}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-base-content/70">Submissions</dt>
            <dd className="text-xl font-semibold tabular-nums">
              {stats.acceptedCount} accepted of {stats.submissionCount}
            </dd>
          </div>
        </dl>
      </div>
      <section className="card card-border bg-base-100" aria-labelledby="first-solved-heading">
        <div className="card-body">
          <h2 id="first-solved-heading" className="card-title text-base">
            First solved problems
          </h2>
          {stats.firstSolved.length === 0 ? (
            <p className="text-base-content/70">No problems solved yet.</p>
          ) : (
            <ol className="flex flex-col gap-1">
              {stats.firstSolved.map((problem) => (
                <li key={problem._id} className="flex items-center justify-between gap-2">
                  <Link to={paths.problem.getHref(problem._id)} className="link link-hover break-words">
                    {problem.title}
                  </Link>
                  <DifficultyBadge difficulty={problem.difficulty} />
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </div>
  );
}
