// Contest clarifications (docs/contests.md#clarifications): the contest screens' button and panel.
export { ContestClarifications } from './components/contest-clarifications';
