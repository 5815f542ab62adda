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
  /** The jury is looking at the board as the public sees it. */
  asPublic?: boolean;
  /** The jury's switch between its live board and the public one; shown while the public board is frozen. */
  onAsPublicChange?: (asPublic: boolean) => void;
};

/** The jury's two boards while the public one is frozen: theirs (live) and the public's. */
function BoardViewSwitch({ asPublic, onChange }: { asPublic: boolean; onChange: (asPublic: boolean) => void }) {
  return (
    <div className="join" role="group" aria-label="Board shown">
      <button
        type="button"
        className={`btn join-item btn-xs ${asPublic ? '' : 'btn-primary'}`}
        aria-pressed={!asPublic}
        onClick={() => onChange(false)}
      >
        Jury view
      </button>
      <button
        type="button"
        className={`btn join-item btn-xs ${asPublic ? 'btn-primary' : ''}`}
        aria-pressed={asPublic}
        onClick={() => onChange(true)}
      >
        Public view
      </button>
    </div>
  );
}

/**
 * What the freeze means for this board, by the live clock: to come, hiding others' results from the
 * viewer, or, for the jury who see every result, in force on the public board.
 */
export function BoardFreezeNote({
  standings,
  isAdmin,
  liveStatus,
  asPublic = false,
  onAsPublicChange,
}: BoardFreezeNoteProps) {
  const now = useServerNow(standings.clockOffsetMs);
  const timeline = boardTimeline(standings);
  if (timeline.freezeFromMs === null && !standings.frozen) return null;
  const span = standings.freezeMinutes ? freezeInWords(standings.freezeMinutes) : 'the last minutes';
  if (isAdmin && timeline.isFrozen(now))
    return (
      <div className="alert alert-info flex flex-wrap">
        <Snowflake className="size-5" aria-hidden="true" />
        {/* The live region is the sentence alone: the switch's buttons are not read out with it. */}
        <span role="status" className="flex-1">
          {asPublic
            ? `You see the board as the public does, frozen since ${formatTimeOfDay(timeline.freezeFromMs!)}: others' submissions from ${span} show as pending.`
            : `The public board is frozen since ${formatTimeOfDay(timeline.freezeFromMs!)}; you see live results.`}
        </span>
        {onAsPublicChange && <BoardViewSwitch asPublic={asPublic} onChange={onAsPublicChange} />}
      </div>
    );
  if (standings.frozen && (liveStatus !== 'ended' || standings.finalize === 'manual'))
    return (
      <div role="status" className="alert alert-info">
        <Snowflake className="size-5" aria-hidden="true" />
        The scoreboard is frozen: others&apos; submissions from {span} show as pending until{' '}
        {standings.finalize === 'manual' ? 'the jury finalises the results' : 'the contest ends'}.
      </div>
    );
  if (timeline.freezeFromMs === null) return null;
  if (now < timeline.freezeFromMs)
    return (
      <p className="text-sm text-base-content/70">
        The board freezes for {span}: others&apos; results from then show as pending until the end.
      </p>
    );
  return null;
}
