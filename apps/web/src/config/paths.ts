/**
 * Every route of the app (SPEC §2) in one typed registry: components link with
 * `paths.problem.getHref(id)` instead of spelling URLs out.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  signup: { path: '/signup', getHref: () => '/signup' },
  problem: { path: '/problem/:problemId', getHref: (problemId: string) => `/problem/${encodeURIComponent(problemId)}` },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
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
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    create: { path: '/admin/create', getHref: () => '/admin/create' },
    problems: { path: '/admin/problems', getHref: () => '/admin/problems' },
    update: { path: '/admin/update/:id', getHref: (problemId: string) => `/admin/update/${encodeURIComponent(problemId)}` },
    delete: { path: '/admin/delete', getHref: () => '/admin/delete' },
    video: { path: '/admin/video', getHref: () => '/admin/video' },
    upload: { path: '/admin/upload/:problemId', getHref: (problemId: string) => `/admin/upload/${encodeURIComponent(problemId)}` },
    /** SPEC §2 spells this one under /admins. */
    createContest: { path: '/admins/createcontest', getHref: () => '/admins/createcontest' },
  },
} as const;

/** Server-side URLs the browser opens directly (downloads), not through the api client. */
export const apiHrefs = {
  exportProblem: (problemId: string) => `/api/problem/export/${encodeURIComponent(problemId)}`,
} as const;
