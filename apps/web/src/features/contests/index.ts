// The contest screens (app/routes/contest and the admin contest routes).
export { AdminContests } from './components/admin-contests';
export { ContestDetailScreen } from './components/contest-detail';
export { ContestGrid } from './components/contest-grid';
export { ContestProblemGate } from './components/contest-problem-gate';
export { CreateContest } from './components/create-contest';
export { EditContest } from './components/edit-contest';
export { LeaderboardScreen } from './components/leaderboard-screen';
// What the jury and reveal features share with the contest screens.
export { invalidateContestQueries } from './api/invalidate-contests';
export { standingsKey } from './api/get-standings';
export { useContest } from './api/get-contest';
export { describeCell } from './components/standings-cell';
export type { LeaderboardSlots } from './components/leaderboard-screen';
