import { gzipSync } from 'node:zlib';
import {
  isAdminRole,
  type ProblemPage,
  type ProblemListEntry,
  type ProblemSummary,
  type ProblemType,
  type User,
} from '@codeyard/shared';
import { toVisibility } from '../policy/access-rules.js';
import {
  freezesInForce,
  visibleToOthers,
  inPracticeSet,
  requireReadableProblem,
  withinGroupReach,
  type GroupReach,
  type Viewer,
} from '../policy/access-policy.js';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { newId, nowIso } from '../ids.js';
import type { Checker } from '@codeyard/judge';
import type { ProblemsTable } from '../../db/schema.js';
import {
  problemTypeOf,
  problemFromRow,
  problemToColumns,
  toPage,
  toSummary,
  type Problem,
  type ProblemInput,
} from './problem-model.js';
import { slugify, uniqueSlug } from './slugs.js';

/** Accepted ÷ judged as a percentage with one decimal (66.7), or null when nothing was judged. */
export function acceptanceRate(accepted: number, judged: number): number | null {
  if (judged === 0) return null;
  return Math.round((accepted / judged) * 1000) / 10;
}

/** Who a list is for: admins see every problem; everyone else the practice set (services/policy). */
export type ProblemListAudience = 'admin' | 'practice';

/** `reach`: the reader's groups (groupReachOf), whose private problems join their practice set. */
export type ProblemListOptions = { audience: ProblemListAudience; nowMs: number; reach: GroupReach };

export const audienceOf = (viewer: Viewer): ProblemListAudience => (isAdminRole(viewer?.role) ? 'admin' : 'practice');

/**
 * Every problem of the audience with its acceptance rate (LeetCode's meaning: accepted
 * submissions ÷ all judged submissions). The counts come from one grouped query joined to the
 * problems, not one per problem; pending submissions have no verdict yet and are left out, and so
 * are contest submissions that a frozen board hides until the end.
 */
export async function listProblems(database: DatabaseHandle, options: ProblemListOptions): Promise<ProblemListEntry[]> {
  const frozen = await freezesInForce(database, options.nowMs);
  const judged = database.selectFrom('submissions').where('status', '!=', 'pending').where(visibleToOthers(frozen));
  const verdictCounts = judged
    .select((expression) => [
      'problem_id',
      expression.fn.countAll<number | string>().as('judged'),
      expression.fn
        .sum<number | string>(expression.case().when('status', '=', 'accepted').then(1).else(0).end())
        .as('accepted'),
    ])
    .groupBy('problem_id')
    .as('verdict_counts');
  let query = database
    .selectFrom('problems')
    .leftJoin(verdictCounts, 'verdict_counts.problem_id', 'problems.id')
    .select([
      'problems.id',
      'problems.title',
      'problems.difficulty',
      'problems.tags',
      'problems.visibility',
      'problems.slug',
      'problems.scoring',
      'problems.checker',
      'verdict_counts.judged',
      'verdict_counts.accepted',
    ]);
  if (options.audience === 'practice') query = query.where(inPracticeSet(options.nowMs, options.reach));
  const rows = await query.orderBy('problems.created_at').orderBy('problems.title').execute();
  // PostgreSQL answers counts and sums as strings (bigint, numeric); SQLite as numbers.
  return rows.map((row) => ({
    ...toSummary(row),
    acceptanceRate: acceptanceRate(Number(row.accepted ?? 0), Number(row.judged ?? 0)),
    ...typeField(row),
    // Admins choose visibility per problem and find problems by slug; the practice list has no use for either.
    ...(options.audience === 'admin' ? { visibility: toVisibility(row.visibility), slug: row.slug } : {}),
  }));
}

/** A row's `type`, sent only when it is not pass-fail: the list is the most requested answer, and most problems are. */
function typeField(row: Pick<ProblemsTable, 'scoring' | 'checker'>): { type?: ProblemType } {
  // The tree itself is not parsed: whether there is one is all the type needs.
  const type = problemTypeOf({ checker: JSON.parse(row.checker) as Checker, scored: row.scoring !== null });
  return type === 'pass-fail' ? {} : { type };
}

/**
 * The problem list is the most requested answer and changes rarely, so it is kept serialized,
 * per audience. Writes through this module and stored verdicts (acceptance rates) clear it at
 * once; the short lifetime bounds how stale it can be when another process (a worker, a scaled
 * server) made the change, or a contest started, ended or froze.
 *
 * The lifetime is real time (`performance.now()`, monotonic): a change made elsewhere is seen within
 * it even while a test holds the app's clock still. A list built at another reading of the app's
 * clock (`nowMs`, moved by LIST_CACHE_MS or more either way) is not reused either, since contests
 * start and end by that clock: a test that moves it past a contest's start sees the list change.
 */
const LIST_CACHE_MS = 5000;
type CachedList = ProblemListBody & { expiresAt: number; builtAtMs: number };
const listCache = new WeakMap<DatabaseHandle, Map<string, CachedList>>();
/**
 * Lists kept per database. A list is kept per audience and, for the practice set, per reach (the
 * groups whose private problems it holds): readers in no group share one. Past this many the
 * oldest go first, so many distinct classes of readers cannot grow the cache without bound.
 */
const LISTS_KEPT = 200;

function listKey(options: ProblemListOptions): string {
  if (options.audience === 'admin' || options.reach === 'every') return options.audience;
  return [options.audience, ...options.reach].join(' ');
}

/** The list as UTF-8 JSON bytes, plain and gzipped (browsers accept gzip; the list shrinks about eightfold). */
export type ProblemListBody = { json: Buffer; gzip: Buffer };

export async function listProblemsBody(
  database: DatabaseHandle,
  options: ProblemListOptions,
): Promise<ProblemListBody> {
  const bodies = listCache.get(database) ?? new Map<string, CachedList>();
  listCache.set(database, bodies);
  const key = listKey(options);
  const cached = bodies.get(key);
  if (cached && cached.expiresAt > performance.now() && Math.abs(options.nowMs - cached.builtAtMs) < LIST_CACHE_MS)
    return cached;
  const json = Buffer.from(JSON.stringify(await listProblems(database, options)));
  const body = {
    json,
    gzip: gzipSync(json),
    expiresAt: performance.now() + LIST_CACHE_MS,
    builtAtMs: options.nowMs,
  };
  bodies.delete(key);
  bodies.set(key, body);
  for (const oldKey of bodies.keys()) {
    if (bodies.size <= LISTS_KEPT) break;
    bodies.delete(oldKey);
  }
  return body;
}

/** Drops the serialized lists so the next request reads problems and acceptance rates afresh. */
export function invalidateProblemList(database: DatabaseHandle): void {
  listCache.delete(database);
}

/** `reach`: the user's groups; a problem private to a group they left is no longer listed. */
export async function listSolvedProblems(
  database: DatabaseHandle,
  options: { userId: string; reach: GroupReach },
): Promise<ProblemSummary[]> {
  const rows = await database
    .selectFrom('solved_problems')
    .innerJoin('problems', 'problems.id', 'solved_problems.problem_id')
    .select(['problems.id', 'problems.title', 'problems.difficulty', 'problems.tags'])
    .where('solved_problems.user_id', '=', options.userId)
    .where(withinGroupReach(options.reach))
    .orderBy('solved_problems.solved_at')
    .execute();
  return rows.map(toSummary);
}

/** Ids of the problems the user has submitted to without solving yet ("Attempted" on the home list). */
export async function listAttemptedProblemIds(database: DatabaseHandle, userId: string): Promise<string[]> {
  const rows = await database
    .selectFrom('submissions')
    .select('submissions.problem_id')
    .distinct()
    .where('submissions.user_id', '=', userId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('solved_problems')
            .select('solved_problems.problem_id')
            .whereRef('solved_problems.problem_id', '=', 'submissions.problem_id')
            .where('solved_problems.user_id', '=', userId),
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.problem_id);
}

export async function findProblem(database: DatabaseHandle, problemId: string): Promise<Problem | null> {
  const row = await database.selectFrom('problems').selectAll().where('id', '=', problemId).executeTakeFirst();
  return row ? problemFromRow(row) : null;
}

/** Cheap existence check (no test data read), e.g. before counting someone on a problem. */
export async function problemExists(database: DatabaseHandle, problemId: string): Promise<boolean> {
  const row = await database.selectFrom('problems').select('id').where('id', '=', problemId).executeTakeFirst();
  return row !== undefined;
}

export async function findProblemBySlug(database: DatabaseHandle, slug: string): Promise<Problem | null> {
  const row = await database.selectFrom('problems').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? problemFromRow(row) : null;
}

export async function getProblem(database: DatabaseHandle, problemId: string): Promise<Problem> {
  const problem = await findProblem(database, problemId);
  if (!problem) throw new AppError('NOT_FOUND', 'Problem not found');
  return problem;
}

export async function hasSolved(database: DatabaseHandle, userId: string, problemId: string): Promise<boolean> {
  const row = await database
    .selectFrom('solved_problems')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('problem_id', '=', problemId)
    .executeTakeFirst();
  return Boolean(row);
}

/** The problem page's answer: 404 unless the viewer may open it (services/policy), and whether a running contest closes its help. */
export async function getProblemForViewer(
  database: DatabaseHandle,
  problemId: string,
  viewer: User | null,
  nowMs: number,
): Promise<ProblemPage> {
  const access = await requireReadableProblem(database, problemId, viewer, nowMs);
  // Hidden tests can run to megabytes and are never shown, so they are not even read here.
  const row = await database
    .selectFrom('problems')
    .select([
      'id',
      'slug',
      'title',
      'description',
      'difficulty',
      'tags',
      'visible_tests',
      'start_code',
      'reference_code',
      'time_limit_ms',
      'memory_limit_mb',
      'checker',
      'source_hash',
      'visibility',
      'scoring',
      'function_signature',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', problemId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Problem not found');
  // Nor are the included files (the judge's drivers).
  const problem = problemFromRow({ ...row, hidden_tests: '[]', included_files: null });
  const solved = viewer ? await hasSolved(database, viewer._id, problemId) : false;
  // Reference code is a solution: closed with the rest of the help while a contest runs.
  const showReference = isAdminRole(viewer?.role) || (solved && access.contestMode === null);
  const bestScore = problem.scoring && viewer ? await bestScoreOf(database, viewer._id, problemId) : undefined;
  return toPage(problem, { solved, showReference, contestMode: access.contestMode, bestScore });
}

/** The user's best score on a scored problem so far; null before any judged submission. */
export async function bestScoreOf(database: DatabaseHandle, userId: string, problemId: string): Promise<number | null> {
  const row = await database
    .selectFrom('submissions')
    .select((expression) => expression.fn.max('score').as('best'))
    .where('user_id', '=', userId)
    .where('problem_id', '=', problemId)
    .where('score', 'is not', null)
    .executeTakeFirst();
  // PostgreSQL may answer a double's max as a string.
  return row?.best === null || row?.best === undefined ? null : Number(row.best);
}

/** Every problem gets a slug here: the one given (package folder), else one from its title, made unique. */
export async function insertProblem(database: DatabaseHandle, problem: ProblemInput, nowMs: number): Promise<string> {
  const id = newId();
  const now = nowIso(nowMs);
  const slug = problem.slug ?? (await uniqueSlug(database, slugify(problem.title)));
  await database
    .insertInto('problems')
    .values({
      id,
      ...problemToColumns({ ...problem, slug }),
      visibility: problem.visibility ?? 'public',
      created_at: now,
      updated_at: now,
    })
    .execute();
  invalidateProblemList(database);
  return id;
}

export async function updateProblem(
  database: DatabaseHandle,
  id: string,
  problem: ProblemInput,
  nowMs: number,
): Promise<void> {
  const result = await database
    .updateTable('problems')
    .set({ ...problemToColumns(problem), updated_at: nowIso(nowMs) })
    .where('id', '=', id)
    .executeTakeFirst();
  invalidateProblemList(database);
  if (Number(result.numUpdatedRows) === 0) throw new AppError('NOT_FOUND', 'Problem not found');
}

/**
 * Deleting a problem deletes its submissions, solved marks and code drafts with it (foreign keys cascade):
 * a submission without its problem could not be shown or re-judged, and a solved count must not
 * include problems that no longer exist.
 */
export async function deleteProblem(database: DatabaseHandle, id: string): Promise<void> {
  const result = await database.transaction().execute(async (transaction) => {
    await transaction.deleteFrom('solved_problems').where('problem_id', '=', id).execute();
    await transaction.deleteFrom('submissions').where('problem_id', '=', id).execute();
    await transaction.deleteFrom('code_drafts').where('problem_id', '=', id).execute();
    return transaction.deleteFrom('problems').where('id', '=', id).executeTakeFirst();
  });
  invalidateProblemList(database);
  if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND', 'Problem not found');
}

/** A problem's signature alone (null: stdin/stdout), without reading its tests. */
export async function problemFunction(database: DatabaseHandle, problemId: string): Promise<Problem['function']> {
  const row = await database
    .selectFrom('problems')
    .select('function_signature')
    .where('id', '=', problemId)
    .executeTakeFirst();
  return row?.function_signature ? (JSON.parse(row.function_signature) as Problem['function']) : null;
}

/** Whether anyone has submitted to the problem (practice or contest). */
export async function problemHasSubmissions(database: DatabaseHandle, problemId: string): Promise<boolean> {
  const row = await database
    .selectFrom('submissions')
    .select('id')
    .where('problem_id', '=', problemId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A problem's title alone (what a caption or a poster needs). */
export async function problemTitle(database: DatabaseHandle, problemId: string): Promise<string> {
  const row = await database.selectFrom('problems').select('title').where('id', '=', problemId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Problem not found');
  return row.title;
}

/** Ids of the problems with exactly this title, oldest first (titles are not unique). */
export async function findProblemIdByTitle(database: DatabaseHandle, title: string): Promise<string[]> {
  const rows = await database
    .selectFrom('problems')
    .select('id')
    .where('title', '=', title)
    .orderBy('created_at')
    .limit(5)
    .execute();
  return rows.map((row) => row.id);
}
