// The contest screens (app/routes/contest and the admin contest routes).
export { AdminContests } from './components/admin-contests';
export { ContestDetailScreen } from './components/contest-detail';
export { ContestGrid } from './components/contest-grid';
export { ContestProblemGate } from './components/contest-problem-gate';
export { CreateContest } from './components/create-contest';
export { EditContest } from './components/edit-contest';
export { LeaderboardScreen } from './components/leaderboard-screen';
