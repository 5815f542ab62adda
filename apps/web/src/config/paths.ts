import { withReturnPath } from '../lib/return-path';

/**
 * Every route of the app (docs/product.md §2) in one typed registry: components link with
 * `paths.problem.getHref(id)` instead of spelling URLs out.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  /** `returnTo`: the page to go back to after signing in (kept only when it is inside the app). */
  login: { path: '/login', getHref: (returnTo?: string | null) => withReturnPath('/login', returnTo) },
  signup: { path: '/signup', getHref: (returnTo?: string | null) => withReturnPath('/signup', returnTo) },
  problem: { path: '/problem/:problemId', getHref: (problemId: string) => `/problem/${encodeURIComponent(problemId)}` },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  profile: { path: '/u/:handle', getHref: (handle: string) => `/u/${encodeURIComponent(handle)}` },
  contests: { path: '/contests', getHref: () => '/contests' },
  contest: { path: '/contest/:id', getHref: (contestId: string) => `/contest/${encodeURIComponent(contestId)}` },
  contestProblem: {
    path: '/contest/:contestId/problem/:problemId',
    getHref: (contestId: string, problemId: string) =>
      `/contest/${encodeURIComponent(contestId)}/problem/${encodeURIComponent(problemId)}`,
  },
  leaderboard: {
    path: '/contest/:contestId/leaderboard',
    getHref: (contestId: string) => `/contest/${encodeURIComponent(contestId)}/leaderboard`,
  },
  /** The jury's list of a contest's submissions; `search` keeps its filters (problem, contestant, verdict). */
  jurySubmissions: {
    path: '/contest/:contestId/jury/submissions',
    getHref: (contestId: string, search = '') =>
      `/contest/${encodeURIComponent(contestId)}/jury/submissions${search ? `?${search}` : ''}`,
  },
  /** One submission as the jury opens it; `search` is the list's filters, for the way back. */
  jurySubmission: {
    path: '/contest/:contestId/jury/submissions/:submissionId',
    getHref: (contestId: string, submissionId: string, search = '') =>
      `/contest/${encodeURIComponent(contestId)}/jury/submissions/${encodeURIComponent(submissionId)}${search ? `?${search}` : ''}`,
  },
  /** Classrooms (docs/classrooms.md): the caller's groups, one group, and its progress table. */
  groups: { path: '/groups', getHref: () => '/groups' },
  group: { path: '/groups/:groupId', getHref: (groupId: string) => `/groups/${encodeURIComponent(groupId)}` },
  groupProgress: {
    path: '/groups/:groupId/progress',
    getHref: (groupId: string) => `/groups/${encodeURIComponent(groupId)}/progress`,
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    /** `visibility` preselects the form's visibility (the contest form's "New problem for this contest" asks for `contest`). */
    create: {
      path: '/admin/create',
      getHref: (visibility?: string) =>
        visibility ? `/admin/create?visibility=${encodeURIComponent(visibility)}` : '/admin/create',
    },
    problems: { path: '/admin/problems', getHref: () => '/admin/problems' },
    update: {
      path: '/admin/update/:id',
      getHref: (problemId: string) => `/admin/update/${encodeURIComponent(problemId)}`,
    },
    delete: { path: '/admin/delete', getHref: () => '/admin/delete' },
    video: { path: '/admin/video', getHref: () => '/admin/video' },
    upload: {
      path: '/admin/upload/:problemId',
      getHref: (problemId: string) => `/admin/upload/${encodeURIComponent(problemId)}`,
    },
    /** Not in docs/product.md §2: the admin's list of contests to edit or delete. */
    contests: { path: '/admin/contests', getHref: () => '/admin/contests' },
    editContest: {
      path: '/admin/contests/:id/edit',
      getHref: (contestId: string) => `/admin/contests/${encodeURIComponent(contestId)}/edit`,
    },
    /** Not in docs/product.md §2: the jury's similarity report of an ended contest (issue 22). */
    contestSimilarity: {
      path: '/admin/contests/:id/similarity',
      getHref: (contestId: string) => `/admin/contests/${encodeURIComponent(contestId)}/similarity`,
    },
    /** Not in docs/product.md §2: importing a registration system's teams and accounts (issue 34). */
    importTeams: { path: '/admin/import', getHref: () => '/admin/import' },
    /** Not in docs/product.md §2: teams, their organisations and categories (issue 34). */
    teams: { path: '/admin/teams', getHref: () => '/admin/teams' },
    organizations: { path: '/admin/organizations', getHref: () => '/admin/organizations' },
    categories: { path: '/admin/categories', getHref: () => '/admin/categories' },
    /** docs/product.md §2 spells this one under /admins. */
    createContest: { path: '/admins/createcontest', getHref: () => '/admins/createcontest' },
  },
} as const;

/** Server-side URLs the browser opens directly (downloads), not through the api client. */
export const apiHrefs = {
  exportProblem: (problemId: string) => `/api/problem/export/${encodeURIComponent(problemId)}`,
  exportContest: (contestId: string) => `/api/problem/contest/${encodeURIComponent(contestId)}/export`,
  groupProgressCsv: (groupId: string) => `/api/groups/${encodeURIComponent(groupId)}/progress.csv`,
} as const;
