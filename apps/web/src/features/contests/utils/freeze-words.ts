import { ContestTimeline, type ContestTimes, type Standings } from '@codeyard/shared';

import { freezeInWords } from './countdown';
import { formatTimeOfDay } from './format-time';

/**
 * The contest page's freeze sentence in the tense of `nowMs`: before the freeze it is to come,
 * during it (and after the end, until the jury finalises a manual contest) it holds since its
 * start, once the results are final it is over. Null for a contest without a freeze.
 */
export function freezeSentence(contest: ContestTimes, nowMs: number): string | null {
  const timeline = ContestTimeline.of(contest);
  if (timeline.freezeFromMs === null) return null;
  const span = freezeInWords(contest.freezeMinutes);
  if (nowMs < timeline.freezeFromMs) return `The scoreboard freezes for ${span}.`;
  if (!timeline.isFrozen(nowMs)) return `The scoreboard was frozen for ${span}.`;
  const since = `The scoreboard has been frozen since ${formatTimeOfDay(timeline.freezeFromMs)} (${span})`;
  return nowMs > timeline.endMs ? `${since}, until the jury finalises the results.` : `${since}.`;
}

/**
 * A board's timeline. The board says only whether a manual contest was finalised, not when; the
 * timeline asks only whether it was, so the end stands in for the moment.
 */
export function boardTimeline(standings: Standings): ContestTimeline {
  return ContestTimeline.of({
    startTime: standings.startTime,
    endTime: standings.endTime,
    freezeMinutes: standings.freezeMinutes ?? 0,
    finalize: standings.finalize,
    finalizedAt: standings.finalized ? standings.endTime : null,
  });
}
