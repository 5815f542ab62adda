import {
  ContestTimeline,
  contestMessages as messages,
  contestStatusAt,
  problemLetter,
  SCORE_PER_SOLVED_PROBLEM,
  type ContestDetail,
  type ContestFinalize,
  type ContestProblemView,
  type ContestStatus,
  type ContestScoring,
  type ContestStanding,
  type ContestSummary,
  type IoiScoreMode,
  type CreateContestInput,
  type TimedContestField,
  type User,
  type UpdateContestInput,
  type UserContest,
} from '@codeyard/shared';
import type { Selectable } from 'kysely';
import type { TestGroup } from '@codeyard/judge';
import type { DatabaseHandle } from '../../db/database.js';
import type { ContestsTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId } from '../ids.js';
import { requireContestInside, requireOpenToContests } from '../policy/access-policy.js';
import { fullScoreOf } from '../problems/scoring-tree.js';
import { renderStatementHtml } from '../problems/statement-html.js';
import { teamIdOf } from '../teams/teams.js';
import { findVirtualRun } from './virtual-runs.js';
import { teamVirtualStatus } from './virtual-teams.js';
import { tookPartOfficially, viewerResults } from './virtual.js';
import { contestFromRow, findContest, getContest, type Contest } from './contest-records.js';

export { findContest, getContest, type Contest } from './contest-records.js';

/**
 * The contest's problems in order, as the detail answer shows them: never tests or reference code.
 * With `withMaxScore` (IOI contests), what each is worth: a scored problem its groups' points, a
 * pass-fail one SCORE_PER_SOLVED_PROBLEM.
 */
export async function listContestProblems(
  database: DatabaseHandle,
  contestId: string,
  options: { withMaxScore?: boolean } = {},
): Promise<ContestProblemView[]> {
  const rows = await database
    .selectFrom('contest_problems')
    .innerJoin('problems', 'problems.id', 'contest_problems.problem_id')
    .select([
      'problems.id',
      'problems.title',
      'problems.difficulty',
      'problems.scoring',
      'problems.visibility',
      'contest_problems.label',
      'contest_problems.rgb',
      'contest_problems.color',
    ])
    .where('contest_problems.contest_id', '=', contestId)
    .orderBy('contest_problems.position')
    .execute();
  return rows.map((row, position) => ({
    _id: row.id,
    title: row.title,
    difficulty: row.difficulty,
    // The one place a contest problem's label is decided: the contest's own, else its position's letter.
    label: row.label ?? problemLetter(position),
    ...(row.rgb ? { rgb: row.rgb } : {}),
    ...(row.color ? { color: row.color } : {}),
    // Never practice, even after the contest: the ended contest offers no "Practise" for it.
    ...(row.visibility === 'reserved' ? { reserved: true as const } : {}),
    ...(options.withMaxScore
      ? { maxScore: row.scoring ? fullScoreOf(JSON.parse(row.scoring) as TestGroup) : SCORE_PER_SOLVED_PROBLEM }
      : {}),
  }));
}

async function requireProblemsExist(database: DatabaseHandle, problemIds: readonly string[]): Promise<void> {
  const found = await database
    .selectFrom('problems')
    .select('id')
    .where('id', 'in', [...problemIds])
    .execute();
  if (found.length !== new Set(problemIds).size)
    throw new AppError('BAD_REQUEST', messages.problemMissing, {
      errors: [{ path: 'problems', message: messages.problemMissing }],
    });
}

/** A contest's problem in order, with the label and balloon colour a contest package gave it (null: none). */
export type ContestProblemEntry = { problemId: string; label: string | null; rgb: string | null; color: string | null };

async function insertProblemEntries(
  database: DatabaseHandle,
  contestId: string,
  entries: readonly ContestProblemEntry[],
): Promise<void> {
  // Every way a problem enters a contest (the form, an edit, a package) passes here.
  await requireOpenToContests(
    database,
    entries.map((entry) => entry.problemId),
  );
  await database
    .insertInto('contest_problems')
    .values(
      entries.map((entry, position) => ({
        contest_id: contestId,
        problem_id: entry.problemId,
        position,
        label: entry.label,
        rgb: entry.rgb,
        color: entry.color,
      })),
    )
    .execute();
}

/**
 * A new problem list from the edit form. A problem that stays keeps its colour (a balloon belongs
 * to its problem), and its label only where it keeps its place: labels run in contest order.
 */
async function replaceProblems(
  database: DatabaseHandle,
  contestId: string,
  problemIds: readonly string[],
): Promise<void> {
  const previous = await database
    .selectFrom('contest_problems')
    .select(['problem_id', 'position', 'label', 'rgb', 'color'])
    .where('contest_id', '=', contestId)
    .execute();
  const before = new Map(previous.map((row) => [row.problem_id, row]));
  await database.deleteFrom('contest_problems').where('contest_id', '=', contestId).execute();
  await insertProblemEntries(
    database,
    contestId,
    problemIds.map((problemId, position) => {
      const kept = before.get(problemId);
      return {
        problemId,
        label: kept?.position === position ? kept.label : null,
        rgb: kept?.rgb ?? null,
        color: kept?.color ?? null,
      };
    }),
  );
}

type NewContest = Omit<CreateContestInput, 'problems' | 'rated' | 'scoring' | 'ioiScoreMode' | 'finalize' | 'teams'> & {
  rated?: boolean;
  teams?: boolean;
  finalize?: ContestFinalize;
  scoring?: ContestScoring;
  ioiScoreMode?: IoiScoreMode;
};

export async function createContest(
  database: DatabaseHandle,
  input: NewContest & { problems: readonly string[] },
  createdBy: string,
  nowMs: number,
): Promise<Contest> {
  await requireProblemsExist(database, input.problems);
  const entries = input.problems.map((problemId) => ({ problemId, label: null, rgb: null, color: null }));
  return database.transaction().execute((transaction) => insertContest(transaction, input, entries, createdBy, nowMs));
}

/**
 * Stores a new contest with its problems. Run inside the caller's transaction, so that a contest
 * imported from a package is stored together with its problems or not at all.
 */
export async function insertContest(
  database: DatabaseHandle,
  input: NewContest,
  problems: readonly ContestProblemEntry[],
  createdBy: string,
  nowMs: number,
): Promise<Contest> {
  const now = new Date(nowMs).toISOString();
  const row: Selectable<ContestsTable> = {
    id: newId(),
    title: input.title,
    description: input.description,
    start_time: input.startTime,
    end_time: input.endTime,
    freeze_minutes: input.freezeMinutes,
    rated: input.rated ? 1 : 0,
    ratings_computed_at: null,
    scoring: input.scoring ?? 'icpc',
    ioi_score_mode: input.ioiScoreMode ?? 'best-submission',
    finalize: input.finalize ?? 'auto',
    finalized_at: null,
    teams: input.teams ? 1 : 0,
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  };
  await database.insertInto('contests').values(row).execute();
  await insertProblemEntries(database, row.id, problems);
  return contestFromRow(row);
}

/**
 * Before the start anything may change. While running, only a later end time and the text: moving
 * the start or the problems would change results already earned. After the end, only the text.
 */
/** The live boards, told when a contest changes so that none is served from before the change. */
export type BoardsToForget = { forget(contestId: string): void };

export async function updateContest(
  database: DatabaseHandle,
  contestId: string,
  input: UpdateContestInput,
  options: { nowMs: number; standings: BoardsToForget },
): Promise<Contest> {
  const nowMs = options.nowMs;
  const existing = await getContest(database, contestId);
  const status = ContestTimeline.of(existing).status(nowMs);
  const next = {
    title: input.title ?? existing.title,
    description: input.description ?? existing.description,
    startTime: input.startTime ?? existing.startTime,
    endTime: input.endTime ?? existing.endTime,
    freezeMinutes: input.freezeMinutes ?? existing.freezeMinutes,
    rated: input.rated ?? existing.rated,
    scoring: input.scoring ?? existing.scoring,
    ioiScoreMode: input.ioiScoreMode ?? existing.ioiScoreMode,
    finalize: input.finalize ?? existing.finalize,
    teams: input.teams ?? existing.teams,
  };
  const changed: Record<TimedContestField, boolean> = {
    startTime: next.startTime !== existing.startTime,
    endTime: next.endTime !== existing.endTime,
    freezeMinutes: next.freezeMinutes !== existing.freezeMinutes,
    // The rules decide every rank: changing them once results exist would rewrite the standings.
    scoring: next.scoring !== existing.scoring,
    ioiScoreMode: next.ioiScoreMode !== existing.ioiScoreMode,
    problems: input.problems !== undefined && (await sameProblems(database, contestId, input.problems)) === false,
    // After the end, switching to manual would freeze a board everyone has seen, and to auto would unfreeze one the jury holds.
    finalize: next.finalize !== existing.finalize,
  };
  // Which fields the contest's status still lets change is the timeline's rule (the edit form shows the same locks).
  const timeline = ContestTimeline.of(existing);
  const refused = [...timeline.lockedFields(nowMs)].some((field) => changed[field]);
  if (refused || !timeline.endMayMoveTo(Date.parse(next.endTime), nowMs))
    throw new AppError('BAD_REQUEST', status === 'running' ? messages.runningEditRule : messages.endedEditRule);
  // Who the board's rows are cannot change once results exist.
  if (next.teams !== existing.teams && status !== 'upcoming')
    throw new AppError('BAD_REQUEST', messages.teamsLocked, {
      errors: [{ path: 'teams', message: messages.teamsLocked }],
    });
  const length = Date.parse(next.endTime) - Date.parse(next.startTime);
  if (length <= 0)
    throw new AppError('BAD_REQUEST', messages.endBeforeStart, {
      errors: [{ path: 'endTime', message: messages.endBeforeStart }],
    });
  if (next.freezeMinutes * 60_000 > length)
    throw new AppError('BAD_REQUEST', messages.freezeInvalid, {
      errors: [{ path: 'freezeMinutes', message: messages.freezeInvalid }],
    });
  if (input.problems && changed.problems) await requireProblemsExist(database, input.problems);

  const updatedAt = new Date(nowMs).toISOString();
  await database.transaction().execute(async (transaction) => {
    await transaction
      .updateTable('contests')
      .set({
        title: next.title,
        description: next.description,
        start_time: next.startTime,
        end_time: next.endTime,
        freeze_minutes: next.freezeMinutes,
        rated: next.rated ? 1 : 0,
        scoring: next.scoring,
        ioi_score_mode: next.ioiScoreMode,
        finalize: next.finalize,
        teams: next.teams ? 1 : 0,
        updated_at: updatedAt,
        // Rated or not may change at any time (a broken contest can be unrated afterwards): ratings follow.
        ...(next.rated !== existing.rated ? { ratings_computed_at: null } : {}),
      })
      .where('id', '=', contestId)
      .execute();
    if (input.problems && changed.problems) await replaceProblems(transaction, contestId, input.problems);
  });
  options.standings.forget(contestId);
  return { ...existing, ...next, updatedAt };
}

async function sameProblems(
  database: DatabaseHandle,
  contestId: string,
  problemIds: readonly string[],
): Promise<boolean> {
  const current = (await listContestProblems(database, contestId)).map((problem) => problem._id);
  return current.length === problemIds.length && current.every((id, index) => id === problemIds[index]);
}

/**
 * The jury releases a manual contest's results (issue 22): from now on everyone sees the final
 * board, and ratings are applied. Only after the end (409 before); calling again changes nothing.
 * An auto contest is final at its end already, so finalising it only records when it was asked.
 */
export async function finalizeContest(
  database: DatabaseHandle,
  contestId: string,
  options: { nowMs: number; standings: BoardsToForget },
): Promise<Contest> {
  const contest = await getContest(database, contestId);
  if (contestStatusAt(contest, options.nowMs) !== 'ended') throw new AppError('CONFLICT', messages.finalizeBeforeEnd);
  if (contest.finalizedAt) return contest;
  const finalizedAt = new Date(options.nowMs).toISOString();
  const updatedAt = finalizedAt;
  await database
    .updateTable('contests')
    .set({ finalized_at: finalizedAt, updated_at: updatedAt })
    .where('id', '=', contestId)
    .where('finalized_at', 'is', null)
    .execute();
  options.standings.forget(contestId);
  return getContest(database, contestId);
}

/** Removes the contest, its problem list and registrations; its submissions stay as practice. */
export async function deleteContest(
  database: DatabaseHandle,
  contestId: string,
  standings: BoardsToForget,
): Promise<void> {
  const contest = await getContest(database, contestId);
  await database.transaction().execute(async (transaction) => {
    // Its rating changes go with it, so every rated contest from its end on is replayed (services/ratings).
    if (contest.rated)
      await transaction
        .updateTable('contests')
        .set({ ratings_computed_at: null })
        .where('rated', '=', 1)
        .where('end_time', '>=', contest.endTime)
        .execute();
    await transaction
      .updateTable('submissions')
      .set({ contest_id: null })
      .where('contest_id', '=', contestId)
      .execute();
    await transaction.deleteFrom('contests').where('id', '=', contestId).execute();
  });
  standings.forget(contestId);
}

const statusOrder: Record<ContestStatus, number> = { running: 0, upcoming: 1, ended: 2 };

/** Every contest as a card: running first, then upcoming (soonest first), then ended (latest first). */
export async function listContests(
  database: DatabaseHandle,
  viewerId: string | null,
  nowMs: number,
): Promise<ContestSummary[]> {
  const contests = await database.selectFrom('contests').selectAll().execute();
  const problemCounts = await database
    .selectFrom('contest_problems')
    .select(['contest_id', (expression) => expression.fn.countAll<string | number>().as('count')])
    .groupBy('contest_id')
    .execute();
  const participantCounts = await database
    .selectFrom('contest_participants')
    .select(['contest_id', (expression) => expression.fn.countAll<string | number>().as('count')])
    .groupBy('contest_id')
    .execute();
  const registered = viewerId
    ? new Set(
        (
          await database
            .selectFrom('contest_participants')
            .select('contest_id')
            .where('user_id', '=', viewerId)
            .execute()
        ).map((row) => row.contest_id),
      )
    : new Set<string>();
  const countOf = (rows: { contest_id: string; count: string | number }[], contestId: string) =>
    Number(rows.find((row) => row.contest_id === contestId)?.count ?? 0);

  const summaries = contests.map((row): ContestSummary => {
    const contest = contestFromRow(row);
    const status = contestStatusAt(contest, nowMs);
    return {
      _id: contest.id,
      title: contest.title,
      description: contest.description,
      startTime: contest.startTime,
      endTime: contest.endTime,
      status,
      freezeMinutes: contest.freezeMinutes,
      rated: contest.rated,
      scoring: contest.scoring,
      ioiScoreMode: contest.ioiScoreMode,
      finalize: contest.finalize,
      finalizedAt: contest.finalizedAt,
      teams: contest.teams,
      problemCount: countOf(problemCounts, contest.id),
      participantCount: countOf(participantCounts, contest.id),
      registered: registered.has(contest.id),
      // Only upcoming cards: their page shows the description from the card, before the detail may be asked.
      ...(status === 'upcoming' ? { descriptionHtml: renderStatementHtml(contest.description, contest.title) } : {}),
    };
  });
  return summaries.sort((left, right) => {
    const byStatus = statusOrder[left.status] - statusOrder[right.status];
    if (byStatus !== 0) return byStatus;
    return left.status === 'upcoming'
      ? left.startTime.localeCompare(right.startTime)
      : right.startTime.localeCompare(left.startTime);
  });
}

export async function isParticipant(database: DatabaseHandle, contestId: string, userId: string): Promise<boolean> {
  return Boolean(
    await database
      .selectFrom('contest_participants')
      .select('user_id')
      .where('contest_id', '=', contestId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );
}

/**
 * The detail screen's answer. Before the start only admins see the problems: others get 403 with
 * the start time, so the screen can still count down to it.
 */
export async function getContestDetail(
  database: DatabaseHandle,
  contestId: string,
  viewer: User,
  nowMs: number,
): Promise<ContestDetail> {
  const contest = await getContest(database, contestId);
  const status = contestStatusAt(contest, nowMs);
  const serverTime = new Date(nowMs).toISOString();
  requireContestInside(contest, viewer, nowMs, {
    contest: { _id: contest.id, title: contest.title, startTime: contest.startTime, endTime: contest.endTime, status },
    serverTime,
  });
  const [problems, participants, registered, virtual, tookPart, results] = await Promise.all([
    listContestProblems(database, contestId, { withMaxScore: contest.scoring === 'ioi' }),
    database
      .selectFrom('contest_participants')
      .select((expression) => expression.fn.countAll<string | number>().as('count'))
      .where('contest_id', '=', contestId)
      .executeTakeFirstOrThrow(),
    isParticipant(database, contestId, viewer._id),
    findVirtualRun(database, contest, viewer._id, nowMs),
    // In a team contest a virtual run is the team's, so whether it may take one is the team's question.
    contest.teams
      ? teamVirtualStatus(database, contestId, viewer._id)
      : tookPartOfficially(database, contestId, viewer._id).then((tookPart) => ({ tookPart })),
    viewerResults(database, contestId, await teammatesIn(database, contest, viewer._id)),
  ]);
  return {
    _id: contest.id,
    title: contest.title,
    description: contest.description,
    startTime: contest.startTime,
    endTime: contest.endTime,
    status,
    freezeMinutes: contest.freezeMinutes,
    rated: contest.rated,
    scoring: contest.scoring,
    ioiScoreMode: contest.ioiScoreMode,
    finalize: contest.finalize,
    finalizedAt: contest.finalizedAt,
    teams: contest.teams,
    problemCount: problems.length,
    participantCount: Number(participants.count),
    registered,
    descriptionHtml: renderStatementHtml(contest.description, contest.title),
    problems,
    virtual,
    ...tookPart,
    viewerResults: results,
    serverTime,
  };
}

/**
 * Registration is open until the end; doing it twice is fine. In a team contest a person registers
 * their team: every member is registered for it, and a person in no team is refused.
 */
export async function registerParticipant(
  database: DatabaseHandle,
  contestId: string,
  userId: string,
  nowMs: number,
): Promise<void> {
  const contest = await getContest(database, contestId);
  if (contestStatusAt(contest, nowMs) === 'ended') throw new AppError('BAD_REQUEST', messages.ended);
  if (contest.teams && !(await teamIdOf(database, userId))) throw new AppError('BAD_REQUEST', messages.noTeam);
  await addParticipant(database, contest, userId, nowMs);
}

/**
 * Whose results are the viewer's in this contest: in a team contest, everyone registered for the
 * viewer's team and everyone in the viewer's team's virtual run; otherwise the viewer alone.
 */
async function teammatesIn(database: DatabaseHandle, contest: Contest, userId: string): Promise<string[]> {
  if (!contest.teams) return [userId];
  const [registered, virtual] = await Promise.all([
    database
      .selectFrom('contest_participants')
      .select('user_id')
      .where('contest_id', '=', contest.id)
      .where('team_id', '=', (where) =>
        where
          .selectFrom('contest_participants')
          .select('team_id')
          .where('contest_id', '=', contest.id)
          .where('user_id', '=', userId),
      )
      .execute(),
    database
      .selectFrom('virtual_participations')
      .select('user_id')
      .where('contest_id', '=', contest.id)
      .where('team_id', '=', (where) =>
        where
          .selectFrom('virtual_participations')
          .select('team_id')
          .where('contest_id', '=', contest.id)
          .where('user_id', '=', userId),
      )
      .execute(),
  ]);
  return [...new Set([userId, ...registered.map((row) => row.user_id), ...virtual.map((row) => row.user_id)])];
}

/**
 * Registers a person (submitting registers too). In a team contest, their team's members are all
 * registered for the team, which each registration keeps (a later move between teams does not
 * change whose board row a submission counted for).
 */
export async function addParticipant(
  database: DatabaseHandle,
  contest: Pick<Contest, 'id' | 'teams'>,
  userId: string,
  nowMs: number,
): Promise<void> {
  const registeredAt = new Date(nowMs).toISOString();
  const teamId = contest.teams ? await teamIdOf(database, userId) : null;
  const userIds = teamId
    ? (await database.selectFrom('team_members').select('user_id').where('team_id', '=', teamId).execute()).map(
        (row) => row.user_id,
      )
    : [userId];
  for (const memberId of userIds)
    await database
      .insertInto('contest_participants')
      .values({ contest_id: contest.id, user_id: memberId, registered_at: registeredAt, team_id: teamId })
      .onConflict((conflict) => conflict.columns(['contest_id', 'user_id']).doNothing())
      .execute();
}

/**
 * Whether a submission received now counts for the contest: only while it runs and only for one of
 * its problems. Otherwise it is judged as practice and `note` says why.
 */
export async function contestEntryFor(
  database: DatabaseHandle,
  options: { contestId: string; problemId: string; userId: string; nowMs: number },
): Promise<{ contestId: string | null; note: string | null; teams: boolean }> {
  const contest = await findContest(database, options.contestId);
  if (!contest) return { contestId: null, note: messages.notFound, teams: false };
  if (contestStatusAt(contest, options.nowMs) !== 'running')
    return { contestId: null, note: messages.notRunning, teams: contest.teams };
  // A team contest counts only what its teams send: a person in no team practises.
  if (contest.teams && !(await teamIdOf(database, options.userId)))
    return { contestId: null, note: messages.noTeamPractice, teams: true };
  const inContest = await database
    .selectFrom('contest_problems')
    .select('problem_id')
    .where('contest_id', '=', contest.id)
    .where('problem_id', '=', options.problemId)
    .executeTakeFirst();
  if (!inContest) return { contestId: null, note: messages.notInContest, teams: contest.teams };
  return { contestId: contest.id, note: null, teams: contest.teams };
}

/**
 * Contests the viewer took part in (registered or submitted: submitting registers), each with their
 * standing: during the freeze the rank the frozen board gives them, as the leaderboard does.
 */
export async function listUserContests(
  database: DatabaseHandle,
  options: {
    viewer: User;
    standings: {
      standingOf(contestId: string, subjectId: string, reader: User): Promise<ContestStanding | null>;
    };
    nowMs: number;
  },
): Promise<UserContest[]> {
  const mine = new Set(await listUserContestIds(database, options.viewer._id));
  const contests = (await listContests(database, options.viewer._id, options.nowMs)).filter((contest) =>
    mine.has(contest._id),
  );
  return Promise.all(
    contests.map(async (contest) => {
      const standing =
        contest.status === 'upcoming'
          ? null
          : await options.standings.standingOf(contest._id, options.viewer._id, options.viewer);
      return {
        ...contest,
        rank: standing?.rank ?? null,
        solved: standing?.solved ?? 0,
        totalScore: standing?.totalScore ?? 0,
        maxScore: standing?.maxScore ?? null,
      };
    }),
  );
}

/** Contests the user registered for or submitted in (submitting registers). */
export async function listUserContestIds(database: DatabaseHandle, userId: string): Promise<string[]> {
  const rows = await database
    .selectFrom('contest_participants')
    .select('contest_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.contest_id);
}
