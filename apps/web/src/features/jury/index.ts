// The contest jury's tools on the leaderboard (docs/contests.md): the admin's panel (finalise,
// rejudge, the submissions list) and, for everyone else, the link to the reveal once it is open.
export { JuryPanel, RevealLink } from './components/jury-panel';
