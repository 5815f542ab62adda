// The reveal of a frozen contest's results, step by step (issue 22), shown on the leaderboard.
export { RevealSection } from './components/reveal-section';
