import { contestStatusAt, type SolverLanguage, type Submission, type User } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { addParticipant, contestEntryFor, findContest } from '../contests/contests.js';
import { virtualEntryFor } from '../contests/virtual.js';
import type { StandingsBoards } from '../contests/standings-board.js';
import { requireReadableProblem } from '../policy/access-policy.js';
import { requireFunctionLanguage } from '../problems/function-rules.js';
import { problemFunction } from '../problems/problems.js';
import { createPendingSubmission, getSubmission, submissionFromRow } from './submissions.js';

/** What the flow needs of the judge: services name only this, so the judging layer can import services and not the other way round. */
export type SubmissionJudge = {
  judgeSubmission(submissionId: string, userId: string, options?: { requestId?: string }): Promise<void>;
};

export type SubmitDependencies = {
  database: DatabaseHandle;
  judging: SubmissionJudge;
  standings: Pick<StandingsBoards, 'touch' | 'received'>;
  clock: () => number;
};

export type SubmitRequest = {
  user: User;
  problemId: string;
  language: SolverLanguage;
  code: string;
  contestId?: string;
  /** The submit's request id, carried into judging's log lines. */
  requestId?: string;
};

/** What a submit call answers: the stored submission, with whether it counted for the contest named (if one was). */
export type SubmitAnswer = Submission & {
  contestId?: string | null;
  countedForContest?: boolean;
  contestNote?: string | null;
  /** Set when it counted for the sender's virtual run of that contest instead (docs/contests.md). */
  virtualContestId?: string | null;
};

/** A contest submission that missed the contest may still count for the sender's virtual run of it. */
async function virtualContestFor(
  database: DatabaseHandle,
  request: SubmitRequest,
  nowMs: number,
): Promise<string | null> {
  if (!request.contestId) return null;
  const contest = await findContest(database, request.contestId);
  if (!contest || contestStatusAt(contest, nowMs) !== 'ended') return null;
  return virtualEntryFor(database, { contest, userId: request.user._id, problemId: request.problemId, nowMs });
}

async function hiddenTestCount(database: DatabaseHandle, problemId: string): Promise<number> {
  // The count alone: hidden tests can run to megabytes, and the judge reads them itself.
  const row = await database
    .selectFrom('problems')
    .select('hidden_tests')
    .where('id', '=', problemId)
    .executeTakeFirstOrThrow();
  return (JSON.parse(row.hidden_tests) as unknown[]).length;
}

/**
 * The whole submit flow: the problem must be one the user may open; a contest submission counts
 * only while the contest runs (decided by the clock when it arrives, which is also the time
 * ranked), registers the user and keeps the contest's board fresh; then it is judged and the
 * stored result answered. Resolves once the verdict is stored.
 */
export async function submitSolution(dependencies: SubmitDependencies, request: SubmitRequest): Promise<SubmitAnswer> {
  const { database, judging, standings, clock } = dependencies;
  await requireReadableProblem(database, request.problemId, request.user, clock());
  requireFunctionLanguage({ function: await problemFunction(database, request.problemId) }, request.language);
  const testsTotal = await hiddenTestCount(database, request.problemId);
  if (testsTotal === 0) throw new AppError('BAD_REQUEST', 'This problem has no hidden tests to judge against');

  const arrivedMs = clock();
  const contest = request.contestId
    ? await contestEntryFor(database, {
        contestId: request.contestId,
        problemId: request.problemId,
        userId: request.user._id,
        nowMs: arrivedMs,
      })
    : { contestId: null, note: null, teams: false };
  const virtualContestId = contest.contestId ? null : await virtualContestFor(database, request, arrivedMs);
  if (contest.contestId)
    await addParticipant(database, { id: contest.contestId, teams: contest.teams }, request.user._id, arrivedMs);
  const pending = await createPendingSubmission(database, {
    userId: request.user._id,
    problemId: request.problemId,
    language: request.language,
    code: request.code,
    contestId: contest.contestId,
    virtualContestId,
    createdMs: arrivedMs,
    testsTotal,
  });
  if (contest.contestId) standings.received(contest.contestId);
  await judging.judgeSubmission(pending.id, request.user._id, { requestId: request.requestId });
  if (contest.contestId) standings.touch(contest.contestId);
  // The virtual board is read from the database per request: its watchers need only the notice, once judged.
  if (virtualContestId) standings.received(virtualContestId);

  const stored = submissionFromRow(await getSubmission(database, pending.id));
  return request.contestId
    ? {
        ...stored,
        contestId: contest.contestId,
        countedForContest: contest.contestId !== null,
        contestNote: virtualContestId ? null : contest.note,
        virtualContestId,
      }
    : stored;
}
