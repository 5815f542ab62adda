import type { ContestProblemView } from '@codeyard/shared';

/** What every part of the clarifications panel is given: the contest and its problems, in order. */
export type ClarificationsProps = { contestId: string; problems: readonly ContestProblemView[] };
