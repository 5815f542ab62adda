// The contest jury's tools (docs/contests.md): the admin's panel on the leaderboard (finalise,
// rejudge, the submissions list), the jury's submissions screens, and, for everyone else, the link
// to the reveal once it is open.
export { JuryPanel, RevealLink } from './components/jury-panel';
export { JurySubmissionsScreen } from './components/jury-submissions-screen';
export { JurySubmissionScreen } from './components/jury-submission-screen';
