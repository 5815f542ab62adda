import { ContestTimeline } from '@codeyard/shared';
import type { ExpressionBuilder } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * The SQL twin of `ContestTimeline` (packages/shared/src/contest-timeline.ts) for lists,
 * statistics and ratings, which ask about many contests in one query. It answers the same
 * questions with the same rule; where a query needs a freeze start, the timeline computes it and
 * the query compares stored times against that, so the arithmetic is never written twice.
 */

const iso = (ms: number) => new Date(ms).toISOString();

/** Contests whose results are final now (ContestTimeline.isFinal), as a condition on `contests`. */
export function resultsFinal(nowMs: number) {
  return (expression: ExpressionBuilder<Database, 'contests'>) =>
    expression.and([
      expression('contests.end_time', '<', iso(nowMs)),
      expression.or([
        expression('contests.finalize', '=', 'auto'),
        expression('contests.finalized_at', 'is not', null),
      ]),
    ]);
}

/** Per contest whose freeze is in force now: the moment from which received results are hidden from others. */
export type FreezeWindow = { contestId: string; fromIso: string };

/**
 * The freezes in force now (ContestTimeline.isFrozen): a contest that started, has a freeze, and
 * whose results are not final. The candidates come from one query; the timeline decides.
 */
export async function freezesInForce(database: DatabaseHandle, nowMs: number): Promise<FreezeWindow[]> {
  const rows = await database
    .selectFrom('contests')
    .select(['id', 'start_time', 'end_time', 'freeze_minutes', 'finalize', 'finalized_at'])
    .where('freeze_minutes', '>', 0)
    .where('start_time', '<=', iso(nowMs))
    .where((expression) => expression.not(resultsFinal(nowMs)(expression)))
    .execute();
  return rows.flatMap((row) => {
    const timeline = timelineOfRow(row);
    return timeline.isFrozen(nowMs) && timeline.freezeFromMs !== null
      ? [{ contestId: row.id, fromIso: iso(timeline.freezeFromMs) }]
      : [];
  });
}

/**
 * Submissions whose results anyone may see now, given the freezes in force (freezesInForce): a
 * condition on `submissions` that leaves out each frozen contest's submissions from its freeze on.
 */
export function visibleToOthers(windows: readonly FreezeWindow[]) {
  return (expression: ExpressionBuilder<Database, 'submissions'>) =>
    expression.and(
      windows.map((window) =>
        expression.or([
          expression('submissions.contest_id', 'is', null),
          expression('submissions.contest_id', '!=', window.contestId),
          expression('submissions.created_at', '<', window.fromIso),
        ]),
      ),
    );
}

/** The same rule in memory, for rows already read. */
export function isVisibleToOthers(
  windows: readonly FreezeWindow[],
  submission: { contestId: string | null; createdAt: string },
): boolean {
  const window = submission.contestId ? windows.find((each) => each.contestId === submission.contestId) : undefined;
  return window === undefined || submission.createdAt < window.fromIso;
}

/** A stored contest row's timeline. */
export function timelineOfRow(row: {
  start_time: string;
  end_time: string;
  freeze_minutes: number;
  finalize: string;
  finalized_at: string | null;
}): ContestTimeline {
  return new ContestTimeline({
    startTime: row.start_time,
    endTime: row.end_time,
    freezeMinutes: row.freeze_minutes,
    finalize: row.finalize === 'manual' ? 'manual' : 'auto',
    finalizedAt: row.finalized_at,
  });
}

/**
 * Whether one contest submission's result is hidden from others than its author and the jury now
 * (ContestTimeline.resultVisible for another reader). False for a practice submission.
 */
export async function isHiddenFromOthers(
  database: DatabaseHandle,
  submissionId: string,
  nowMs: number,
): Promise<boolean> {
  const row = await database
    .selectFrom('submissions')
    .innerJoin('contests', 'contests.id', 'submissions.contest_id')
    .select([
      'submissions.created_at',
      'contests.start_time',
      'contests.end_time',
      'contests.freeze_minutes',
      'contests.finalize',
      'contests.finalized_at',
    ])
    .where('submissions.id', '=', submissionId)
    .executeTakeFirst();
  if (!row) return false;
  return !timelineOfRow(row).resultVisible('other', Date.parse(row.created_at), nowMs);
}
