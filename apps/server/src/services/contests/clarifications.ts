import {
  ContestTimeline,
  clarificationMessages as messages,
  contestStatusAt,
  isAdminRole,
  type ClarificationList,
  type ClarificationView,
  type User,
} from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import type { ClarificationsTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId } from '../ids.js';
import { requireContestInside } from '../policy/access-policy.js';
import { getContest, isParticipant } from './contests.js';
import { findVirtualRun } from './virtual-runs.js';

type ClarificationRow = ClarificationsTable & {
  first_name: string | null;
  last_name: string | null;
  role: string | null;
};

/**
 * A clarification as each audience sees it. Routes send the jury's view to admins, the asker's to
 * the asker and the public one to everyone else; which one a reader gets is decided here only.
 */
export type ClarificationViews = {
  jury: ClarificationView;
  /** Null for announcements. */
  askerId: string | null;
  asker: ClarificationView;
  /** Null while only the asker and the jury may read it. */
  everyone: ClarificationView | null;
};

function viewsOf(row: ClarificationRow): ClarificationViews {
  const base: ClarificationView = {
    _id: row.id,
    contestId: row.contest_id,
    kind: row.from_user_id === null ? 'announcement' : 'question',
    problemId: row.problem_id,
    text: row.text,
    answer: row.answer,
    answeredAt: row.answered_at,
    toAll: row.to_all === 1,
    mine: false,
    createdAt: row.created_at,
  };
  const askedBy =
    row.from_user_id === null
      ? null
      : {
          _id: row.from_user_id,
          name: [row.first_name, row.last_name].filter(Boolean).join(' ') || 'Unknown',
          ...(isAdminRole(row.role) ? { staff: true as const } : {}),
        };
  return {
    jury: { ...base, askedBy },
    askerId: row.from_user_id,
    asker: { ...base, mine: true },
    everyone: row.to_all === 1 ? base : null,
  };
}

function selectClarifications(database: DatabaseHandle) {
  return database
    .selectFrom('clarifications')
    .leftJoin('users', 'users.id', 'clarifications.from_user_id')
    .selectAll('clarifications')
    .select(['users.first_name', 'users.last_name', 'users.role']);
}

async function viewsById(database: DatabaseHandle, id: string): Promise<ClarificationViews> {
  const row = await selectClarifications(database).where('clarifications.id', '=', id).executeTakeFirstOrThrow();
  return viewsOf(row);
}

/**
 * Contestants (registered ones) and admins ask, from the start to the end: before the start the
 * contest's inside is hidden (403 as its problems are), after the end the jury has gone home.
 */
export async function askClarification(
  database: DatabaseHandle,
  options: { contestId: string; asker: User; problemId: string | null; text: string; nowMs: number },
): Promise<ClarificationViews> {
  const contest = await getContest(database, options.contestId);
  requireContestInside(contest, options.asker, options.nowMs);
  const admin = isAdminRole(options.asker.role);
  if (!admin && !(await isParticipant(database, contest.id, options.asker._id)))
    throw new AppError('FORBIDDEN', messages.notRegistered);
  if (contestStatusAt(contest, options.nowMs) === 'ended') throw new AppError('BAD_REQUEST', messages.ended);
  if (options.problemId !== null) {
    const inContest = await database
      .selectFrom('contest_problems')
      .select('problem_id')
      .where('contest_id', '=', contest.id)
      .where('problem_id', '=', options.problemId)
      .executeTakeFirst();
    if (!inContest)
      throw new AppError('BAD_REQUEST', messages.problemNotInContest, {
        errors: [{ path: 'problemId', message: messages.problemNotInContest }],
      });
  }
  const id = newId();
  await database
    .insertInto('clarifications')
    .values({
      id,
      contest_id: contest.id,
      problem_id: options.problemId,
      from_user_id: options.asker._id,
      text: options.text,
      answer: null,
      answered_by: null,
      answered_at: null,
      to_all: 0,
      created_at: new Date(options.nowMs).toISOString(),
    })
    .execute();
  return viewsById(database, id);
}

/**
 * The jury answers at any time, even after the end. Answering again replaces the answer (a
 * correction); `toAll` can widen a private answer to everyone but never take a public one back,
 * since everyone has already been sent it. `wasPublic` says whether everyone had it before.
 */
export async function answerClarification(
  database: DatabaseHandle,
  options: { contestId: string; clarificationId: string; jury: User; text: string; toAll: boolean; nowMs: number },
): Promise<ClarificationViews & { wasPublic: boolean }> {
  await getContest(database, options.contestId);
  const row = await database
    .selectFrom('clarifications')
    .select(['id', 'from_user_id', 'to_all'])
    .where('id', '=', options.clarificationId)
    .where('contest_id', '=', options.contestId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', messages.notFound);
  if (row.from_user_id === null) throw new AppError('BAD_REQUEST', messages.notAQuestion);
  await database
    .updateTable('clarifications')
    .set({
      answer: options.text,
      answered_by: options.jury._id,
      answered_at: new Date(options.nowMs).toISOString(),
      to_all: row.to_all === 1 || options.toAll ? 1 : 0,
    })
    .where('id', '=', row.id)
    .execute();
  return { ...(await viewsById(database, row.id)), wasPublic: row.to_all === 1 };
}

/** Announcements may be posted at any time; readers see them once they may see the contest's inside. */
export async function announce(
  database: DatabaseHandle,
  options: { contestId: string; jury: User; text: string; nowMs: number },
): Promise<ClarificationViews> {
  const contest = await getContest(database, options.contestId);
  const id = newId();
  const now = new Date(options.nowMs).toISOString();
  await database
    .insertInto('clarifications')
    .values({
      id,
      contest_id: contest.id,
      problem_id: null,
      from_user_id: null,
      text: options.text,
      answer: null,
      answered_by: options.jury._id,
      answered_at: now,
      to_all: 1,
      created_at: now,
    })
    .execute();
  return viewsById(database, id);
}

/**
 * What the viewer may read: the jury everything (with who asked and how many wait for an answer);
 * anyone else who may see the contest's inside their own questions and whatever went to all.
 */
export async function listClarifications(
  database: DatabaseHandle,
  options: { contestId: string; viewer: User; nowMs: number },
): Promise<ClarificationList> {
  const contest = await getContest(database, options.contestId);
  requireContestInside(contest, options.viewer, options.nowMs);
  const admin = isAdminRole(options.viewer.role);
  let query = selectClarifications(database).where('clarifications.contest_id', '=', contest.id);
  if (!admin)
    query = query.where((where) =>
      where.or([where('clarifications.to_all', '=', 1), where('clarifications.from_user_id', '=', options.viewer._id)]),
    );
  const rows = await query.orderBy('clarifications.created_at', 'desc').orderBy('clarifications.id', 'desc').execute();
  const views = rows.map(viewsOf);
  if (admin)
    return {
      clarifications: views.map((view) => view.jury),
      unanswered: rows.filter((row) => row.from_user_id !== null && row.answer === null).length,
    };
  // During the reader's own virtual run, what went to all is shown as it stood at the same minute of the contest.
  const run = await findVirtualRun(database, contest, options.viewer._id, options.nowMs);
  const momentMs = run?.running
    ? ContestTimeline.of(contest).virtualMomentMs(Date.parse(run.startedAt), options.nowMs)
    : Number.POSITIVE_INFINITY;
  const publishedMs = (view: ClarificationView) =>
    Date.parse(view.kind === 'announcement' ? view.createdAt : (view.answeredAt ?? view.createdAt));
  // Filtered again here too, so that a change to the query above can never hand out someone else's private question.
  return {
    clarifications: views.flatMap((view) =>
      view.askerId === options.viewer._id
        ? [view.asker]
        : view.everyone && publishedMs(view.everyone) <= momentMs
          ? [view.everyone]
          : [],
    ),
  };
}
