import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { DIFFICULTIES, type PublicProfile } from '@codeyard/shared';

import { AsyncState } from '../../../components/ui/async-state';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useProfile } from '../api/get-profile';
import { ActivityHeatmap } from './activity-heatmap';
import { ProfileContests } from './profile-contests';
import { ProfileHeader } from './profile-header';
import { RatingGraph } from './rating-graph';
import { SolvedBars } from './solved-charts';

function ProfilePanel({ title, children }: { title: string; children: ReactNode }) {
  const id = `profile-panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    // min-w-0: a grid item is otherwise as wide as its widest content, wider than a phone.
    <section className="card card-border min-w-0 bg-base-100" aria-labelledby={id}>
      <div className="card-body min-w-0">
        <h2 id={id} className="card-title text-base">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function RecentAccepted({ problems }: { problems: PublicProfile['recentAccepted'] }) {
  if (problems.length === 0) return <p className="text-base-content/70">No problems solved yet.</p>;
  return (
    <ol className="flex flex-col gap-1">
      {problems.map((problem) => (
        <li key={problem._id} className="flex flex-wrap items-center justify-between gap-2">
          <Link to={paths.problem.getHref(problem._id)} className="link link-hover break-words">
            {problem.title}
          </Link>
          <span className="flex items-center gap-2 text-sm text-base-content/70">
            <time dateTime={problem.acceptedAt}>{new Date(problem.acceptedAt).toLocaleDateString()}</time>
            <DifficultyBadge difficulty={problem.difficulty} />
          </span>
        </li>
      ))}
    </ol>
  );
}

function ProfilePanels({ profile, todayMs }: { profile: PublicProfile; todayMs: number }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8">
      <PageTitle title={`${profile.name} (@${profile.handle})`} />
      <ProfileHeader profile={profile} />
      <ProfilePanel title="Activity">
        <ActivityHeatmap activity={profile.activity} todayMs={todayMs} />
      </ProfilePanel>
      <div className="grid gap-4 lg:grid-cols-2">
        <ProfilePanel title="Rating">
          <RatingGraph history={profile.ratingHistory} />
        </ProfilePanel>
        <ProfilePanel title="Solved">
          <SolvedBars title="Solved by difficulty" counts={profile.byDifficulty} order={DIFFICULTIES} />
        </ProfilePanel>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ProfilePanel title="Recent accepted">
          <RecentAccepted problems={profile.recentAccepted} />
        </ProfilePanel>
        <ProfilePanel title="Contests">
          <ProfileContests contests={profile.contests} />
        </ProfilePanel>
      </div>
    </div>
  );
}

/** /u/:handle: a person's public profile, open to everyone (the dashboard is its owner's view). */
export function ProfileScreen({ handle }: { handle: string }) {
  const profileQuery = useProfile(handle);
  return (
    <AsyncState query={profileQuery} loadingLabel="Loading profile" className="m-4">
      {(profile) => <ProfilePanels profile={profile} todayMs={profileQuery.dataUpdatedAt} />}
    </AsyncState>
  );
}
