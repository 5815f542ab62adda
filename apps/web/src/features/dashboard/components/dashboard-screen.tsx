import { DIFFICULTIES, type DashboardStats } from '@codeyard/shared';

import { Link } from 'react-router';

import { AsyncState } from '../../../components/ui/async-state';
import { paths } from '../../../config/paths';
import { useAuth } from '../../auth';
import { MyAssignments } from '../../classrooms';
import { useDashboard } from '../api/get-dashboard';
import { useProfile } from '../api/get-profile';
import { ActivityHeatmap } from './activity-heatmap';
import { ContestHistory } from './contest-history';
import { ProfileSummary } from './profile-summary';
import { RatingGraph } from './rating-graph';
import { RecentSubmissions } from './recent-submissions';
import { Panel } from './panel';
import { LanguagesPie, SolvedBars } from './solved-charts';

/** The dashboard's panels; todayMs is when the statistics were fetched, the heatmap's today. */
function DashboardPanels({ stats, todayMs }: { stats: DashboardStats; todayMs: number }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8">
      <ProfileSummary stats={stats} />
      <MyAssignments />
      <Panel title="Activity">
        <ActivityHeatmap activity={stats.activity} todayMs={todayMs} />
      </Panel>
      <div className="grid gap-4 lg:grid-cols-3">
        <Panel title="By difficulty">
          <SolvedBars title="Solved by difficulty" counts={stats.byDifficulty} order={DIFFICULTIES} />
        </Panel>
        <Panel title="By tag">
          <SolvedBars title="Solved by tag" counts={stats.byTag} />
        </Panel>
        <Panel title="Languages">
          <LanguagesPie languages={stats.languages} />
        </Panel>
      </div>
      <RatingPanel />
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Recent submissions">
          <RecentSubmissions submissions={stats.recentSubmissions} />
        </Panel>
        <Panel title="Contest history">
          <ContestHistory contests={stats.contestHistory} />
        </Panel>
      </div>
    </div>
  );
}

/** The owner's view of their public profile: its rating graph, and the way to it. */
function RatingPanel() {
  const handle = useAuth().state.user?.handle ?? null;
  const profileQuery = useProfile(handle);
  if (handle === null) return null;
  return (
    <Panel title="Rating">
      <p className="text-sm text-base-content/70">
        {profileQuery.data?.rating != null ? `Current rating ${profileQuery.data.rating}. ` : 'Unrated so far. '}
        <Link to={paths.profile.getHref(handle)} className="link">
          View your public profile (@{handle})
        </Link>
      </p>
      {profileQuery.data && <RatingGraph history={profileQuery.data.ratingHistory} />}
    </Panel>
  );
}

/** /dashboard (docs/product.md §2 "Dashboard") and the statistics beside the spec's fields. */
export function DashboardScreen() {
  const dashboardQuery = useDashboard();
  return (
    <AsyncState query={dashboardQuery} loadingLabel="Loading dashboard" className="m-4">
      {(stats) => <DashboardPanels stats={stats} todayMs={dashboardQuery.dataUpdatedAt} />}
    </AsyncState>
  );
}
