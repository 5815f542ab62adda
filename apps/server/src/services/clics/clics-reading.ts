import { ContestTimeline } from '@codeyard/shared';
import type { Contest } from '../contests/contests.js';
import { canSeeContestInside, isAdmin } from '../policy/access-rules.js';
import { clicsRelativeTime } from './clics-time.js';
import type { ClicsViewer } from './clics-types.js';

/**
 * One reading of a contest: the contest, who reads it and when, and its times as this reader sees
 * them. Every collection's builder takes it, so each decides "admin or not" and "when" the same way.
 */
export type ClicsReading = {
  contest: Contest;
  viewer: ClicsViewer;
  /** The jury reads everything; anyone else what a visitor of the contest screens may see. */
  admin: boolean;
  nowMs: number;
  /** Whether the reader may see the contest's inside (problems, who takes part): not before the start, as on the contest screen. */
  insideShown: boolean;
  /** Every rule of time (status, freeze, finality, thaw) is the contest's timeline's. */
  timeline: ContestTimeline;
  /** Epoch ms of the contest's last edit. */
  updatedMs: number;
  /** When hidden results reached visitors: at the end, or when the jury finalised a manual contest. */
  thawMs: number;
  /** A moment (epoch ms) as contest time, from the start. */
  contestTime: (ms: number) => string;
};

export function clicsReading(contest: Contest, viewer: ClicsViewer, nowMs: number): ClicsReading {
  const timeline = ContestTimeline.of(contest);
  return {
    contest,
    viewer,
    admin: isAdmin(viewer.user),
    nowMs,
    insideShown: canSeeContestInside(contest, viewer.user, nowMs),
    timeline,
    updatedMs: Date.parse(contest.updatedAt),
    thawMs: timeline.thawMs() ?? timeline.endMs,
    contestTime: (ms: number) => clicsRelativeTime(ms - timeline.startMs),
  };
}
