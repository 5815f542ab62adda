import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';

import { paths } from '../config/paths';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { startEditorLoad } from '../features/problems';
import type { RouteAccess } from './access';
import { PageTitle } from '../components/ui/page-title';
import { AppLayout } from './layout/app-layout';
import { RouteGuard } from './route-guard';
import { RouteError } from './routes/route-error';

// Screens load on demand: the problem page (with Monaco) and the admin screens never weigh on the landing page.
const HomeRoute = lazy(() => import('./routes/home'));
const LoginRoute = lazy(() => import('./routes/login'));
const SignupRoute = lazy(() => import('./routes/signup'));
// A problem page's editor starts loading together with the page's own code, not after the editor
// mounts. Opened at a problem's URL, main.tsx preloads the route before the first render.
const withEditor =
  <Module,>(load: () => Promise<Module>) =>
  () => {
    startEditorLoad();
    return load();
  };
export const ProblemRoute = preloadableLazy(withEditor(() => import('./routes/problem')));
const NotFoundRoute = lazy(() => import('./routes/not-found'));
const AdminPanelRoute = lazy(() => import('./routes/admin/panel'));
const AdminCreateRoute = lazy(() => import('./routes/admin/create'));
const AdminProblemsRoute = lazy(() => import('./routes/admin/problems'));
const AdminUpdateRoute = lazy(() => import('./routes/admin/update'));
const AdminDeleteRoute = lazy(() => import('./routes/admin/delete'));
const AdminVideoRoute = lazy(() => import('./routes/admin/video'));
const AdminUploadRoute = lazy(() => import('./routes/admin/upload'));
const AdminContestsRoute = lazy(() => import('./routes/admin/contests'));
const AdminCreateContestRoute = lazy(() => import('./routes/admin/create-contest'));
const AdminEditContestRoute = lazy(() => import('./routes/admin/edit-contest'));
const AdminContestSimilarityRoute = lazy(() => import('./routes/admin/contest-similarity'));
const AdminImportTeamsRoute = lazy(() => import('./routes/admin/import-teams'));
const AdminTeamsRoute = lazy(() => import('./routes/admin/teams'));
const AdminOrganizationsRoute = lazy(() => import('./routes/admin/organizations'));
const AdminCategoriesRoute = lazy(() => import('./routes/admin/categories'));
const DashboardRoute = lazy(() => import('./routes/dashboard'));
const ProfileRoute = lazy(() => import('./routes/profile'));
const ContestsRoute = lazy(() => import('./routes/contest/list'));
const ContestRoute = lazy(() => import('./routes/contest/detail'));
export const ContestProblemRoute = preloadableLazy(withEditor(() => import('./routes/contest/problem')));
const LeaderboardRoute = lazy(() => import('./routes/contest/leaderboard'));
const JurySubmissionsRoute = lazy(() => import('./routes/contest/jury-submissions'));
const JurySubmissionRoute = lazy(() => import('./routes/contest/jury-submission'));
const GroupsRoute = lazy(() => import('./routes/groups'));
const GroupRoute = lazy(() => import('./routes/group'));
const GroupProgressRoute = lazy(() => import('./routes/group-progress'));

const open: RouteAccess = { kind: 'open' };
const guest: RouteAccess = { kind: 'guest' };
const admin: RouteAccess = { kind: 'admin' };
const userOr = (redirectTo: string): RouteAccess => ({ kind: 'user', redirectTo });

function guarded(access: RouteAccess, element: ReactNode, title?: string): ReactNode {
  const page = (
    <>
      {title !== undefined && <PageTitle title={title} />}
      {element}
    </>
  );
  return access.kind === 'open' ? page : <RouteGuard access={access}>{page}</RouteGuard>;
}

/** docs/product.md §2's route table: path, who may see it, and where everyone else goes. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home.path, element: guarded(open, <HomeRoute />, 'Problems') },
      { path: paths.login.path, element: guarded(guest, <LoginRoute />, 'Login') },
      { path: paths.signup.path, element: guarded(guest, <SignupRoute />, 'Sign up') },
      { path: paths.problem.path, element: guarded(open, <ProblemRoute />) },
      { path: paths.dashboard.path, element: guarded(userOr(paths.home.getHref()), <DashboardRoute />, 'Dashboard') },
      { path: paths.profile.path, element: guarded(open, <ProfileRoute />) },
      { path: paths.contests.path, element: guarded(userOr(paths.login.getHref()), <ContestsRoute />, 'Contests') },
      { path: paths.contest.path, element: guarded(userOr(paths.login.getHref()), <ContestRoute />) },
      { path: paths.contestProblem.path, element: guarded(userOr(paths.login.getHref()), <ContestProblemRoute />) },
      { path: paths.leaderboard.path, element: guarded(userOr(paths.login.getHref()), <LeaderboardRoute />) },
      // Classrooms: signed-in people; what each may do in a group is the server's to say (docs/classrooms.md).
      { path: paths.groups.path, element: guarded(userOr(paths.login.getHref()), <GroupsRoute />, 'Groups') },
      { path: paths.group.path, element: guarded(userOr(paths.login.getHref()), <GroupRoute />, 'Group') },
      {
        path: paths.groupProgress.path,
        element: guarded(userOr(paths.login.getHref()), <GroupProgressRoute />, 'Progress'),
      },
      { path: paths.jurySubmissions.path, element: guarded(admin, <JurySubmissionsRoute />) },
      { path: paths.jurySubmission.path, element: guarded(admin, <JurySubmissionRoute />) },
      { path: paths.admin.root.path, element: guarded(admin, <AdminPanelRoute />, 'Admin') },
      { path: paths.admin.create.path, element: guarded(admin, <AdminCreateRoute />, 'Create problem') },
      { path: paths.admin.problems.path, element: guarded(admin, <AdminProblemsRoute />, 'Edit problems') },
      { path: paths.admin.update.path, element: guarded(admin, <AdminUpdateRoute />, 'Edit problem') },
      { path: paths.admin.delete.path, element: guarded(admin, <AdminDeleteRoute />, 'Delete problems') },
      { path: paths.admin.video.path, element: guarded(admin, <AdminVideoRoute />, 'Editorial videos') },
      { path: paths.admin.upload.path, element: guarded(admin, <AdminUploadRoute />, 'Upload video') },
      { path: paths.admin.createContest.path, element: guarded(admin, <AdminCreateContestRoute />, 'Create contest') },
      { path: paths.admin.contests.path, element: guarded(admin, <AdminContestsRoute />, 'Manage contests') },
      { path: paths.admin.editContest.path, element: guarded(admin, <AdminEditContestRoute />, 'Edit contest') },
      { path: paths.admin.contestSimilarity.path, element: guarded(admin, <AdminContestSimilarityRoute />) },
      { path: paths.admin.importTeams.path, element: guarded(admin, <AdminImportTeamsRoute />, 'Import teams') },
      { path: paths.admin.teams.path, element: guarded(admin, <AdminTeamsRoute />, 'Teams') },
      { path: paths.admin.organizations.path, element: guarded(admin, <AdminOrganizationsRoute />, 'Organisations') },
      { path: paths.admin.categories.path, element: guarded(admin, <AdminCategoriesRoute />, 'Categories') },
      { path: '*', element: guarded(open, <NotFoundRoute />, 'Page not found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
