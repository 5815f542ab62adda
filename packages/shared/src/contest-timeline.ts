/**
 * Everything about a contest that depends on the clock, in one place (docs/contests.md, "Sealed
 * until released"). Boards, profiles, solutions, statistics, ratings, CLICS, sockets, the reveal
 * and the contest form all ask a timeline; none of them computes a freeze start or decides
 * finality for itself. The SQL twin for lists lives beside the server's queries
 * (services/contests/contest-timeline-sql.ts) and answers the same questions.
 *
 * Pure: no clock of its own. Every question takes `nowMs` from the caller's injected clock.
 */

export const CONTEST_STATUSES = ['upcoming', 'running', 'ended'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];

/** When the frozen board unfreezes: at the end ('auto'), or when an admin finalises the contest ('manual'). */
export const CONTEST_FINALIZE_MODES = ['auto', 'manual'] as const;
export type ContestFinalize = (typeof CONTEST_FINALIZE_MODES)[number];

/** A contest as its timeline needs it. */
export type ContestTimes = {
  startTime: string;
  endTime: string;
  /** Minutes before the end from which others' results are hidden; 0 for none. */
  freezeMinutes: number;
  /** 'auto': results are final at the end; 'manual': once the jury finalises (`finalizedAt`). */
  finalize?: ContestFinalize;
  finalizedAt?: string | null;
};

/** Who asks about a result: the jury (admins), the submission's author, or anyone else (another contestant, a visitor). */
export type ResultReader = 'jury' | 'author' | 'other';

/** Contest fields whose change depends on the contest's status (the edit rule). */
export const TIMED_CONTEST_FIELDS = [
  'startTime',
  'endTime',
  'freezeMinutes',
  'scoring',
  'ioiScoreMode',
  'problems',
  'finalize',
] as const;
export type TimedContestField = (typeof TIMED_CONTEST_FIELDS)[number];

/** Status from the server clock: upcoming before start, running from start through end inclusive, ended after (docs/product.md §4). */
export function contestStatusAt(contest: { startTime: string; endTime: string }, nowMs: number): ContestStatus {
  if (nowMs < Date.parse(contest.startTime)) return 'upcoming';
  if (nowMs <= Date.parse(contest.endTime)) return 'running';
  return 'ended';
}

/**
 * The edit rule by status (ContestTimeline.lockedFields): the contest form reads it with the status
 * the server sent, so it shows locked exactly what the server refuses.
 */
export function lockedContestFields(status: ContestStatus): ReadonlySet<TimedContestField> {
  if (status === 'running') return new Set(['startTime', 'freezeMinutes', 'scoring', 'ioiScoreMode', 'problems']);
  if (status === 'ended') return new Set(TIMED_CONTEST_FIELDS);
  return new Set();
}

export class ContestTimeline {
  readonly startMs: number;
  readonly endMs: number;
  /** When the freeze begins; null for a contest without one. */
  readonly freezeFromMs: number | null;
  readonly finalize: ContestFinalize;
  /** When the jury finalised a manual contest; null before (and for an auto one). */
  readonly finalizedMs: number | null;

  constructor(contest: ContestTimes) {
    this.startMs = Date.parse(contest.startTime);
    this.endMs = Date.parse(contest.endTime);
    this.freezeFromMs = contest.freezeMinutes > 0 ? this.endMs - contest.freezeMinutes * 60_000 : null;
    this.finalize = contest.finalize === 'manual' ? 'manual' : 'auto';
    this.finalizedMs = this.finalize === 'manual' && contest.finalizedAt ? Date.parse(contest.finalizedAt) : null;
  }

  static of(contest: ContestTimes): ContestTimeline {
    return new ContestTimeline(contest);
  }

  get lengthMs(): number {
    return this.endMs - this.startMs;
  }

  status(nowMs: number): ContestStatus {
    if (nowMs < this.startMs) return 'upcoming';
    if (nowMs <= this.endMs) return 'running';
    return 'ended';
  }

  /**
   * Whether the results are final for everyone: after the end for an 'auto' contest, once the jury
   * finalised it for a 'manual' one (whose freeze outlasts the end until then).
   */
  isFinal(nowMs: number): boolean {
    if (this.finalize === 'manual') return this.finalizedMs !== null && nowMs > this.endMs;
    return nowMs > this.endMs;
  }

  /** Whether the freeze is in force now for everyone but the jury: it has begun and the results are not final. */
  isFrozen(nowMs: number): boolean {
    return this.freezeFromMs !== null && nowMs >= this.freezeFromMs && !this.isFinal(nowMs);
  }

  /** The contest minute of a moment: whole minutes since the start, as the board's cells count them. */
  minuteOf(receivedMs: number): number {
    return Math.floor((receivedMs - this.startMs) / 60_000);
  }

  /** Whether a submission received at `receivedMs` counts for the freeze: from its start to the end. */
  isReceivedInFreeze(receivedMs: number): boolean {
    return this.freezeFromMs !== null && receivedMs >= this.freezeFromMs && receivedMs <= this.endMs;
  }

  /**
   * The one question every reader asks: may this reader see the result of a submission received at
   * `receivedMs`, now? The jury and the author always; anyone else unless the freeze hides it
   * (received from the freeze on, and the results not yet final).
   */
  resultVisible(reader: ResultReader, receivedMs: number, nowMs: number): boolean {
    if (reader !== 'other') return true;
    return !(this.isFrozen(nowMs) && receivedMs >= (this.freezeFromMs as number));
  }

  /** When hidden results reach everyone: the end for an 'auto' contest, the finalisation for a 'manual' one (null until then). */
  thawMs(): number | null {
    return this.finalize === 'manual' ? this.finalizedMs : this.endMs;
  }

  /** A virtual run started at `startedMs` lasts as long as the contest. */
  virtualRun(startedMs: number, nowMs: number): { startMs: number; endMs: number; running: boolean } {
    const endMs = startedMs + this.lengthMs;
    return { startMs: startedMs, endMs, running: nowMs >= startedMs && nowMs <= endMs };
  }

  /**
   * The moment of the contest that a running virtual run has reached: what its participant sees of
   * the contest (rows, totals, first solves, clarifications) is everything as it stood then.
   * The contest's end once the run is over.
   */
  virtualMomentMs(startedMs: number, nowMs: number): number {
    return Math.min(this.endMs, this.startMs + Math.max(0, nowMs - startedMs));
  }

  /**
   * The fields an edit may no longer change now: before the start anything may change; while it
   * runs, the start, the freeze, the rules and the problems are kept (its end may only move later,
   * checked apart); after the end, the window and the finalisation mode too. Title, description and
   * Rated may always change.
   */
  lockedFields(nowMs: number): ReadonlySet<TimedContestField> {
    return lockedContestFields(this.status(nowMs));
  }

  /** While it runs, a contest's end may only move later. */
  endMayMoveTo(endMs: number, nowMs: number): boolean {
    return this.status(nowMs) !== 'running' || endMs >= this.endMs;
  }
}
