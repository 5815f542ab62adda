import { Link } from 'react-router';

import { DIFFICULTIES, type PublicProfile } from '@codeyard/shared';

import { AsyncState } from '../../../components/ui/async-state';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useProfile } from '../api/get-profile';
import { ActivityHeatmap } from './activity-heatmap';
import { ProfileContests } from './profile-contests';
import { Panel } from './panel';
import { ProfileHeader } from './profile-header';
import { RatingGraph } from './rating-graph';
import { SolvedBars } from './solved-charts';

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

function Panels({ profile, todayMs }: { profile: PublicProfile; todayMs: number }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8">
      <PageTitle title={`${profile.name} (@${profile.handle})`} />
      <ProfileHeader profile={profile} />
      <Panel title="Activity">
        <ActivityHeatmap activity={profile.activity} todayMs={todayMs} />
      </Panel>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Rating">
          <RatingGraph history={profile.ratingHistory} />
        </Panel>
        <Panel title="Solved">
          <SolvedBars title="Solved by difficulty" counts={profile.byDifficulty} order={DIFFICULTIES} />
        </Panel>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Recent accepted">
          <RecentAccepted problems={profile.recentAccepted} />
        </Panel>
        <Panel title="Contests">
          <ProfileContests contests={profile.contests} />
        </Panel>
      </div>
    </div>
  );
}

/** /u/:handle: a person's public profile, open to everyone (the dashboard is its owner's view). */
export function ProfileScreen({ handle }: { handle: string }) {
  const profileQuery = useProfile(handle);
  return (
    <AsyncState query={profileQuery} loadingLabel="Loading profile" className="m-4">
      {(profile) => <Panels profile={profile} todayMs={profileQuery.dataUpdatedAt} />}
    </AsyncState>
  );
}
