import { Snowflake } from 'lucide-react';

import type { ContestStatus, Standings } from '@codeyard/shared';

import { useServerNow } from '../../../lib/use-server-now';
import { freezeInWords } from '../utils/countdown';
import { formatTimeOfDay } from '../utils/format-time';
import { boardTimeline } from '../utils/freeze-words';

type BoardFreezeNoteProps = {
  standings: Standings & { clockOffsetMs: number };
  isAdmin: boolean;
  /** The status by the live clock (the board's answer may be older). */
  liveStatus: ContestStatus | undefined;
};

/**
 * What the freeze means for this board, by the live clock: to come, hiding others' results from the
 * viewer, or, for the jury who see every result, in force on the public board.
 */
export function BoardFreezeNote({ standings, isAdmin, liveStatus }: BoardFreezeNoteProps) {
  const now = useServerNow(standings.clockOffsetMs);
  const timeline = boardTimeline(standings);
  if (timeline.freezeFromMs === null && !standings.frozen) return null;
  const span = standings.freezeMinutes ? freezeInWords(standings.freezeMinutes) : 'the last minutes';
  if (standings.frozen && (liveStatus !== 'ended' || standings.finalize === 'manual'))
    return (
      <div role="status" className="alert alert-info">
        <Snowflake className="size-5" aria-hidden="true" />
        The scoreboard is frozen: others&apos; submissions from {span} show as pending until{' '}
        {standings.finalize === 'manual' ? 'the jury finalises the results' : 'the contest ends'}.
      </div>
    );
  if (timeline.freezeFromMs === null) return null;
  if (isAdmin && timeline.isFrozen(now))
    return (
      <div role="status" className="alert alert-info">
        <Snowflake className="size-5" aria-hidden="true" />
        The public board is frozen since {formatTimeOfDay(timeline.freezeFromMs)}; you see live results.
      </div>
    );
  if (now < timeline.freezeFromMs)
    return (
      <p className="text-sm text-base-content/70">
        The board freezes for {span}: others&apos; results from then show as pending until the end.
      </p>
    );
  return null;
}
