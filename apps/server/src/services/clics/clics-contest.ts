import { ContestTimeline, languageRow, languageRows, normalizeLanguage, type ContestStatus } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { findContest, listContestProblems, type Contest } from '../contests/contests.js';
import { canSeeContestInside, isAdmin } from '../policy/access-rules.js';
import { toContestSubmission } from '../contests/standings-board.js';
import { rankRow, sortAndRank, type ContestSubmission, type IoiRules } from '../contests/standings.js';
import { clicsRelativeTime, clicsTime } from './clics-time.js';
import { clicsContestObject } from './clics-contest-object.js';
import { listClicsClarifications, type ClicsClarification } from './clics-clarifications.js';
import type { ClicsViewer, Timed } from './clics-types.js';

export type { ClicsViewer, Timed } from './clics-types.js';

/**
 * One contest as the CLICS Contest API (ccs-specs 2023-06) shows it to one kind of reader. Admins
 * see everything; everyone else sees what a visitor of the contest screens may see: no source
 * code, no runs (they are derived from hidden tests), no results of submissions made in the frozen
 * period until the contest ends, and no problems before the start.
 */

export type ClicsState = {
  started: string | null;
  frozen: string | null;
  ended: string | null;
  thawed: string | null;
  finalized: string | null;
  end_of_updates: string | null;
};

export type ClicsObject = { id: string } & Record<string, unknown>;

export type ClicsContest = {
  contest: Contest;
  status: ContestStatus;
  nowMs: number;
  /** Epoch ms from which others' results are hidden while running; null without a freeze. */
  freezeFromMs: number | null;
  /** Each shown problem's memory limit (MiB), which later versions of the API name. */
  memoryLimitsMb: ReadonlyMap<string, number>;
  contestObject: ClicsObject;
  judgementTypes: ClicsObject[];
  languages: ClicsObject[];
  problems: Timed<ClicsObject>[];
  groups: ClicsObject[];
  organizations: ClicsObject[];
  teams: Timed<ClicsObject>[];
  submissions: Timed<ClicsObject>[];
  judgements: Timed<ClicsObject>[];
  runs: Timed<ClicsObject>[];
  clarifications: Timed<ClicsClarification>[];
  /** The state as it changed: each entry is the whole state from that moment on. */
  states: Timed<ClicsState>[];
  state: ClicsState;
  scoreboardRows: Record<string, unknown>[];
};

/**
 * Judgement types we can give: the judge's verdict names mapped onto the CLICS codes. Compile
 * errors and the judge's own failures cost no penalty, as on the leaderboard (standings.ts).
 */
export const JUDGEMENT_TYPES = [
  { id: 'AC', name: 'Accepted', penalty: false, solved: true, verdicts: ['Accepted'] },
  { id: 'WA', name: 'Wrong Answer', penalty: true, solved: false, verdicts: ['Wrong Answer'] },
  { id: 'TLE', name: 'Time Limit Exceeded', penalty: true, solved: false, verdicts: ['Time Limit Exceeded'] },
  { id: 'MLE', name: 'Memory Limit Exceeded', penalty: true, solved: false, verdicts: ['Memory Limit Exceeded'] },
  { id: 'OLE', name: 'Output Limit Exceeded', penalty: true, solved: false, verdicts: ['Output Limit Exceeded'] },
  { id: 'RTE', name: 'Run-Time Error', penalty: true, solved: false, verdicts: [] },
  { id: 'CE', name: 'Compile Error', penalty: false, solved: false, verdicts: ['Compilation Error'] },
  { id: 'JE', name: 'Judging Error', penalty: false, solved: false, verdicts: ['Internal Error'] },
] as const;

export type JudgementTypeId = (typeof JUDGEMENT_TYPES)[number]['id'];

export function judgementTypeOf(status: string, verdict: string | null): JudgementTypeId {
  if (status === 'accepted') return 'AC';
  const name = verdict ?? '';
  for (const type of JUDGEMENT_TYPES) if ((type.verdicts as readonly string[]).includes(name)) return type.id;
  // The judge spells run-time errors with the signal or exit cause: "Runtime Error (NZEC)", "(SIGSEGV)"…
  if (name.startsWith('Runtime Error')) return 'RTE';
  return status === 'error' ? 'JE' : 'WA';
}

/**
 * The languages a contestant may submit in (of `offered`, the judge's, when given), as the CLICS
 * Contest API names them: each row's `clics` in the language table, its file endings without the
 * dot, and its entry point rule (the final 2023-06 schema forbids `entry_point_name` unless one is
 * required).
 */
export function clicsLanguages(offered?: readonly string[]): ClicsObject[] {
  return languageRows()
    .filter((row) => !offered || offered.includes(row.id))
    .map(({ clics, extensions }) => ({
      id: clics.id,
      name: clics.name,
      entry_point_required: clics.entryPoint.required,
      ...(clics.entryPoint.required ? { entry_point_name: clics.entryPoint.name } : {}),
      extensions: extensions.map((extension) => extension.slice(1)),
    }));
}

function clicsLanguageId(language: string): string {
  const id = normalizeLanguage(language);
  return id ? languageRow(id).clics.id : language;
}

/** Problem letters as contests print them: A…Z, then AA, AB… */
export function problemLabel(position: number): string {
  let label = '';
  let rest = position;
  do {
    label = String.fromCharCode(65 + (rest % 26)) + label;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return label;
}

/** A fixed colour per position, so a resolver's balloons stay the same between reloads. */
const PROBLEM_COLOURS = [
  ['#e6194b', 'red'],
  ['#3cb44b', 'green'],
  ['#4363d8', 'blue'],
  ['#ffe119', 'yellow'],
  ['#f58231', 'orange'],
  ['#911eb4', 'purple'],
  ['#42d4f4', 'cyan'],
  ['#f032e6', 'magenta'],
  ['#bfef45', 'lime'],
  ['#fabed4', 'pink'],
  ['#469990', 'teal'],
  ['#9a6324', 'brown'],
] as const;

/** A UUID without its dashes leaves room for a suffix within the 36 characters an identifier may have. */
const compact = (id: string) => id.replaceAll('-', '');

export function runId(submissionId: string, ordinal: number): string {
  return `${compact(submissionId)}-${ordinal}`;
}

/**
 * Hidden tests per problem, parsed once per version of the problem: a streaming admin feed
 * re-reads the contest every few seconds, and test data can run to megabytes.
 */
const hiddenCountCache = new Map<string, number>();
const HIDDEN_COUNT_CACHE_LIMIT = 1_000;

async function hiddenTestCounts(
  database: DatabaseHandle,
  problems: readonly { id: string; updated_at: string }[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const missing: string[] = [];
  for (const problem of problems) {
    const cached = hiddenCountCache.get(`${problem.id}@${problem.updated_at}`);
    if (cached === undefined) missing.push(problem.id);
    else counts.set(problem.id, cached);
  }
  if (missing.length === 0) return counts;
  const rows = await database
    .selectFrom('problems')
    .select(['id', 'updated_at', 'hidden_tests'])
    .where('id', 'in', missing)
    .execute();
  for (const row of rows) {
    const count = (JSON.parse(row.hidden_tests) as unknown[]).length;
    if (hiddenCountCache.size >= HIDDEN_COUNT_CACHE_LIMIT) hiddenCountCache.clear();
    hiddenCountCache.set(`${row.id}@${row.updated_at}`, count);
    counts.set(row.id, count);
  }
  return counts;
}

type SubmissionRow = {
  id: string;
  user_id: string;
  problem_id: string;
  language: string;
  status: string;
  verdict: string | null;
  runtime: number;
  tests_passed: number;
  tests_total: number;
  created_at: string;
  judged_at: string | null;
  score: number | null;
  groups: string | null;
};

/** The contest for this reader, or null if it does not exist. */
export async function loadClicsContest(
  database: DatabaseHandle,
  contestId: string,
  options: {
    viewer: ClicsViewer;
    nowMs: number;
    /** The languages the judge offers (solver ids); left out, every language. */
    offeredLanguages?: readonly string[];
  },
): Promise<ClicsContest | null> {
  const contest = await findContest(database, contestId);
  if (!contest) return null;
  const { viewer, nowMs } = options;
  const admin = isAdmin(viewer.user);
  // Every rule of time (status, freeze, finality, thaw) is the contest's timeline's.
  const timeline = ContestTimeline.of(contest);
  const reader = admin ? 'jury' : 'other';
  const { startMs, endMs, freezeFromMs } = timeline;
  const updatedMs = Date.parse(contest.updatedAt);
  const status = timeline.status(nowMs);
  // When hidden results reached visitors: at the end, or when the jury finalised a manual contest.
  const thawMs = timeline.thawMs() ?? endMs;
  const contestTime = (ms: number) => clicsRelativeTime(ms - startMs);

  const [problemRows, participantRows, submissionRows] = await Promise.all([
    database
      .selectFrom('contest_problems')
      .innerJoin('problems', 'problems.id', 'contest_problems.problem_id')
      .select([
        'problems.id',
        'problems.title',
        'problems.time_limit_ms',
        'problems.memory_limit_mb',
        'problems.visible_tests',
        'problems.updated_at',
        'contest_problems.position',
      ])
      .where('contest_problems.contest_id', '=', contestId)
      .orderBy('contest_problems.position')
      .execute(),
    database
      .selectFrom('contest_participants')
      .innerJoin('users', 'users.id', 'contest_participants.user_id')
      .select(['users.id', 'users.first_name', 'users.last_name', 'users.handle', 'contest_participants.registered_at'])
      .where('contest_participants.contest_id', '=', contestId)
      .execute(),
    database
      .selectFrom('submissions')
      .select([
        'id',
        'user_id',
        'problem_id',
        'language',
        'status',
        'verdict',
        'runtime',
        'tests_passed',
        'tests_total',
        'created_at',
        'judged_at',
        'score',
        'groups',
      ])
      .where('contest_id', '=', contestId)
      .orderBy('created_at')
      .orderBy('id')
      .execute() as Promise<SubmissionRow[]>,
  ]);
  const ioi: IoiRules | null =
    contest.scoring === 'ioi'
      ? {
          mode: contest.ioiScoreMode,
          maxScores: new Map(
            (await listContestProblems(database, contest.id, { withMaxScore: true })).map((problem) => [
              problem._id,
              problem.maxScore ?? 0,
            ]),
          ),
        }
      : null;

  // Problems are the contest's secret until it starts, as on the contest screen.
  const problemsShown = canSeeContestInside(contest, viewer.user, nowMs);
  const hiddenCounts = admin ? await hiddenTestCounts(database, problemRows) : new Map<string, number>();
  const problems: Timed<ClicsObject>[] = problemsShown
    ? problemRows.map((row, index) => {
        const [rgb, color] = PROBLEM_COLOURS[index % PROBLEM_COLOURS.length] ?? ['#000000', 'black'];
        const samples = (JSON.parse(row.visible_tests) as unknown[]).length;
        // The number of hidden tests is the jury's; others are told of the samples they can see.
        const hidden = admin ? (hiddenCounts.get(row.id) ?? 0) : 0;
        return {
          atMs: admin ? updatedMs : Math.max(updatedMs, startMs),
          object: {
            id: row.id,
            label: problemLabel(index),
            name: row.title,
            ordinal: index,
            rgb,
            color,
            time_limit: Math.round(row.time_limit_ms) / 1000,
            test_data_count: samples + hidden,
          },
        };
      })
    : [];

  // One team per participant; submitting registers, but a submitter is added here too in case.
  const teamNames = new Map<string, { name: string; handle: string; atMs: number }>();
  for (const row of participantRows)
    teamNames.set(row.id, {
      name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.handle,
      handle: row.handle,
      atMs: Date.parse(row.registered_at),
    });
  const missing = [...new Set(submissionRows.map((row) => row.user_id))].filter((id) => !teamNames.has(id));
  if (missing.length > 0) {
    const users = await database
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'handle'])
      .where('id', 'in', missing)
      .execute();
    for (const user of users) {
      const first = submissionRows.find((row) => row.user_id === user.id);
      teamNames.set(user.id, {
        name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.handle,
        handle: user.handle,
        atMs: first ? Date.parse(first.created_at) : updatedMs,
      });
    }
  }
  // Who registered is not shown before the start either: the leaderboard, with its names, is hidden until then.
  const teamsShown = problemsShown;
  const teams: Timed<ClicsObject>[] = [...teamNames]
    .filter(() => teamsShown)
    .map(([id, team]) => ({
      atMs: admin ? team.atMs : Math.max(team.atMs, startMs),
      object: {
        id,
        // The label a scoreboard shows in short: the person's handle, unique like a team number.
        label: team.handle,
        name: team.name,
        display_name: `${team.name} (@${team.handle})`,
        hidden: false,
        group_ids: [],
      },
    }))
    .sort((left, right) => left.atMs - right.atMs || (left.object.id < right.object.id ? -1 : 1));

  const shownProblemIds = new Set(problems.map((problem) => problem.object.id));
  const submissions: Timed<ClicsObject>[] = [];
  const judgements: Timed<ClicsObject>[] = [];
  const runs: Timed<ClicsObject>[] = [];
  for (const row of submissionRows) {
    if (!shownProblemIds.has(row.problem_id)) continue;
    const receivedMs = Date.parse(row.created_at);
    submissions.push({
      atMs: receivedMs,
      object: {
        id: row.id,
        language_id: clicsLanguageId(row.language),
        problem_id: row.problem_id,
        team_id: row.user_id,
        time: clicsTime(receivedMs),
        contest_time: contestTime(receivedMs),
        entry_point: null,
        // The source is the jury's: others get the submission without its files.
        files: admin
          ? [
              {
                href: `contests/${contestId}/submissions/${row.id}/files`,
                filename: 'files.zip',
                mime: 'application/zip',
              },
            ]
          : [],
      },
    });
    if (row.status === 'pending' || row.judged_at === null || !timeline.resultVisible(reader, receivedMs, nowMs))
      continue;
    // A judge whose clock runs behind the receiving server's must not finish before the submission arrived.
    const judgedMs = Math.max(Date.parse(row.judged_at), receivedMs);
    const type = judgementTypeOf(row.status, row.verdict);
    // A result hidden by the freeze reaches visitors when the contest ends: that is when it happened for them.
    const shownAtMs = !admin && timeline.isReceivedInFreeze(receivedMs) ? Math.max(judgedMs, thawMs) : judgedMs;
    const runtime = Math.round(Math.max(0, row.runtime) * 1000) / 1000;
    judgements.push({
      atMs: shownAtMs,
      object: {
        id: row.id,
        submission_id: row.id,
        judgement_type_id: type,
        start_time: clicsTime(receivedMs),
        start_contest_time: contestTime(receivedMs),
        end_time: clicsTime(judgedMs),
        end_contest_time: contestTime(judgedMs),
        max_run_time: runtime,
      },
    });
    // Runs tell test by test how a submission fared on hidden tests: only the jury sees them.
    if (!admin || type === 'CE' || type === 'JE') continue;
    const ran = type === 'AC' ? row.tests_total : Math.min(row.tests_total, row.tests_passed + 1);
    for (let ordinal = 1; ordinal <= ran; ordinal += 1)
      runs.push({
        atMs: judgedMs,
        object: {
          id: runId(row.id, ordinal),
          judgement_id: row.id,
          ordinal,
          judgement_type_id: ordinal <= row.tests_passed ? 'AC' : type,
          time: clicsTime(judgedMs),
          contest_time: contestTime(judgedMs),
          run_time: runtime,
        },
      });
  }

  const clarifications = await listClicsClarifications(database, { contest, viewer, nowMs });

  // An auto contest's board shows everything from the end, so it counts as finalized once every
  // submission is judged; a manual one is finalized when the jury says so (finalizeContest), and
  // updates end once every submission is judged after that.
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
    thawMs: timeline.isFinal(nowMs) ? thawMs : null,
    finalizedMs,
    endOfUpdatesMs,
    nowMs,
    status,
  });
  const state = states.at(-1)?.object ?? emptyState();

  return {
    contest,
    status,
    nowMs,
    freezeFromMs,
    memoryLimitsMb: new Map(
      problemRows.filter((row) => shownProblemIds.has(row.id)).map((row) => [row.id, row.memory_limit_mb]),
    ),
    contestObject: clicsContestObject(contest),
    judgementTypes: JUDGEMENT_TYPES.map(({ id, name, penalty, solved }) => ({ id, name, penalty, solved })),
    languages: clicsLanguages(options.offeredLanguages),
    problems,
    // Codeyard has no groups or organizations (no affiliations): the collections exist, empty.
    groups: [],
    organizations: [],
    teams,
    submissions,
    judgements,
    runs,
    clarifications,
    states,
    state,
    scoreboardRows: scoreboardRows({
      // The board as this reader may see it: through the freeze for the jury, frozen for others until final.
      hideFromMs: !admin && timeline.isFrozen(nowMs) ? freezeFromMs : null,
      problemIds: problems.map((problem) => problem.object.id),
      teams: teams.map((team) => ({ id: team.object.id, name: String(team.object.name) })),
      submissions: submissionRows,
      window: { startMs, endMs },
      ioi,
    }),
  };
}

function emptyState(): ClicsState {
  return { started: null, frozen: null, ended: null, thawed: null, finalized: null, end_of_updates: null };
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

/** Rows of the CLICS scoreboard, ranked by the leaderboard's own rules (standings.ts) for this reader. */
function scoreboardRows(options: {
  /** Results received from then on are hidden from this reader (null: none). */
  hideFromMs: number | null;
  problemIds: string[];
  teams: { id: string; name: string }[];
  submissions: SubmissionRow[];
  window: { startMs: number; endMs: number };
  /** An IOI contest's rules: the board is then a score board (scoreboard_type "score"). */
  ioi: IoiRules | null;
}): Record<string, unknown>[] {
  const { hideFromMs, ioi } = options;
  if (options.problemIds.length === 0) return [];
  const byUser = new Map<string, ContestSubmission[]>();
  for (const row of options.submissions) {
    const list = byUser.get(row.user_id) ?? [];
    list.push(toContestSubmission(row, ioi));
    byUser.set(row.user_id, list);
  }
  const rows = options.teams.map((team) =>
    rankRow({
      userId: team.id,
      name: team.name,
      problemIds: options.problemIds,
      submissions: byUser.get(team.id) ?? [],
      window: options.window,
      hideFromMs,
      ioi,
    }),
  );
  const { rows: sorted, ranks } = sortAndRank(rows);
  const minutes = (ms: number) => Math.max(0, Math.floor((ms - options.window.startMs) / 60_000));
  if (ioi)
    return sorted.map((row, index) => ({
      rank: ranks[index] ?? index + 1,
      team_id: row.userId,
      // The time the total was reached breaks ties, as on the leaderboard.
      score: { score: row.totalScore, ...(row.totalScore > 0 ? { time: minutes(row.scoreReachedMs) } : {}) },
      problems: row.cells.map((cell) => {
        const score = cell.score ?? 0;
        return {
          problem_id: cell.problemId,
          num_judged: cell.attempts + (cell.solved ? 1 : 0),
          num_pending: cell.pending,
          score,
          ...(score > 0 && cell.minute !== null ? { time: cell.minute } : {}),
        };
      }),
    }));
  return sorted.map((row, index) => ({
    rank: ranks[index] ?? index + 1,
    team_id: row.userId,
    score: { num_solved: row.solved, total_time: row.penalty },
    problems: row.cells.map((cell) => ({
      problem_id: cell.problemId,
      num_judged: cell.attempts + (cell.solved ? 1 : 0),
      num_pending: cell.pending,
      solved: cell.solved,
      ...(cell.solved && cell.minute !== null ? { time: cell.minute } : {}),
    })),
  }));
}
