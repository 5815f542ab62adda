import type { ContestStatus } from '@codeyard/shared';
import type { ClicsReading } from './clics-reading.js';
import type { SubmissionRow } from './clics-rows.js';
import { clicsTime } from './clics-time.js';
import type { ClicsState, Timed } from './clics-types.js';

function emptyState(): ClicsState {
  return { started: null, frozen: null, ended: null, thawed: null, finalized: null, end_of_updates: null };
}

/**
 * The state as it changed up to now (each entry the whole state from that moment on), and the
 * state now. An auto contest's board shows everything from the end, so it counts as finalized once
 * every submission is judged; a manual one is finalized when the jury says so (finalizeContest),
 * and updates end once every submission is judged after that.
 */
export function clicsStates(
  reading: ClicsReading,
  submissionRows: readonly SubmissionRow[],
): { states: Timed<ClicsState>[]; state: ClicsState } {
  const { timeline, nowMs } = reading;
  const { startMs, endMs, freezeFromMs } = timeline;
  const status = timeline.status(nowMs);
  const pending = submissionRows.some((row) => row.status === 'pending' || row.judged_at === null);
  // A loop, not Math.max(...rows): spreading a large contest's submissions would overflow the stack.
  let lastJudgedMs = endMs;
  for (const row of submissionRows)
    if (row.judged_at) lastJudgedMs = Math.max(lastJudgedMs, Date.parse(row.judged_at), Date.parse(row.created_at));
  const finalizedMs =
    status !== 'ended' ? null : timeline.finalize === 'manual' ? timeline.finalizedMs : pending ? null : lastJudgedMs;
  const endOfUpdatesMs = finalizedMs === null || pending ? null : Math.max(finalizedMs, lastJudgedMs);
  const states = stateHistory({
    startMs,
    endMs,
    freezeFromMs,
    thawMs: timeline.isFinal(nowMs) ? reading.thawMs : null,
    finalizedMs,
    endOfUpdatesMs,
    nowMs,
    status,
  });
  return { states, state: states.at(-1)?.object ?? emptyState() };
}

/** Each moment the state changed up to now, with the whole state after it. */
function stateHistory(options: {
  startMs: number;
  endMs: number;
  freezeFromMs: number | null;
  /** When the board showed everything to visitors (the end, or a manual contest's finalisation); null while held. */
  thawMs: number | null;
  finalizedMs: number | null;
  endOfUpdatesMs: number | null;
  nowMs: number;
  status: ContestStatus;
}): Timed<ClicsState>[] {
  const { startMs, endMs, freezeFromMs, thawMs, finalizedMs, endOfUpdatesMs, nowMs } = options;
  const history: Timed<ClicsState>[] = [];
  let state = emptyState();
  const change = (atMs: number, next: Partial<ClicsState>) => {
    state = { ...state, ...next };
    history.push({ atMs, object: state });
  };
  if (nowMs < startMs) return history;
  change(startMs, { started: clicsTime(startMs) });
  if (freezeFromMs !== null && nowMs >= freezeFromMs) change(freezeFromMs, { frozen: clicsTime(freezeFromMs) });
  if (options.status !== 'ended') return history;
  change(endMs, { ended: clicsTime(endMs) });
  // The board shows everything at the end, or once the jury finalises a manual contest (standings-board.ts): that is its thaw.
  if (freezeFromMs !== null && thawMs !== null) change(thawMs, { thawed: clicsTime(thawMs) });
  if (finalizedMs !== null && endOfUpdatesMs === finalizedMs)
    change(finalizedMs, { finalized: clicsTime(finalizedMs), end_of_updates: clicsTime(finalizedMs) });
  else {
    if (finalizedMs !== null) change(finalizedMs, { finalized: clicsTime(finalizedMs) });
    if (endOfUpdatesMs !== null) change(endOfUpdatesMs, { end_of_updates: clicsTime(endOfUpdatesMs) });
  }
  return history;
}
