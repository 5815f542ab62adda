import { z } from 'zod';
import { CONTEST_SCORINGS, IOI_SCORE_MODES, type ContestScoring, type IoiScoreMode } from './scoring.js';

import { CONTEST_FINALIZE_MODES, type ContestFinalize, type ContestStatus } from './contest-timeline.js';

/** Penalty minutes added for each rejected attempt before a problem's first accepted one (ICPC rule). */
export const REJECTED_ATTEMPT_PENALTY_MINUTES = 20;
/** Score shown for each solved problem (the spec's leaderboard reads `totalScore`). */
export const SCORE_PER_SOLVED_PROBLEM = 100;
/** Most problems a contest may have. */
export const MAX_CONTEST_PROBLEMS = 26;

export const contestMessages = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  startTimeInvalid: 'Start time must be a valid date and time',
  endTimeInvalid: 'End time must be a valid date and time',
  endBeforeStart: 'End time must be after the start time',
  problemsRequired: 'Choose at least one problem',
  problemsDuplicate: 'A problem can be in a contest only once',
  problemsTooMany: `A contest can have at most ${MAX_CONTEST_PROBLEMS} problems`,
  problemMissing: 'A chosen problem does not exist',
  freezeInvalid: 'Freeze must be a whole number of minutes, not longer than the contest',
  created: 'Contest created successfully',
  createFailed: 'Failed to create contest',
  updated: 'Contest updated successfully',
  deleted: 'Contest deleted successfully',
  notFound: 'Contest not found',
  notStarted: 'This contest has not started yet',
  runningEditRule: 'A running contest can only get a later end time or corrected text',
  endedEditRule: 'An ended contest can only get corrected text',
  ended: 'Contest ended',
  finalizeBeforeEnd: 'A contest can be finalised only after it ends',
  revealNotFinal: 'The reveal opens to everyone once the jury finalises the contest',
  rejudgeForeign: 'Every submission to rejudge must belong to this contest',
  rejudgePending: 'This submission is still being judged',
  notRunning: 'The contest is not running, so this submission was judged as practice',
  notInContest: 'This problem is not part of the contest, so this submission was judged as practice',
  virtualNotEnded: 'A contest can be taken virtually only after it has ended',
  virtualOfficial: 'You took part in this contest, so you cannot take it virtually',
  virtualStarted: 'Virtual participation started',
  virtualResumed: 'Your virtual participation was already started',
  virtualNoTeam: 'This is a team contest: ask the organisers to put you in a team to take it virtually',
  virtualTeamOfficial: 'Your team took part in this contest, so it cannot take it virtually',
  virtualTeamStarted: 'Your team has already started its virtual run of this contest: a team takes it once, together',
  noTeam: 'This is a team contest: ask the organisers to put you in a team to take part',
  noTeamPractice: 'This is a team contest and you are in no team, so this submission was judged as practice',
  teamsLocked: 'A contest can become a team contest, or stop being one, only before it starts',
} as const;

/**
 * The warning an organiser gets when a contest holds a public problem (issue 30, item 4): a public
 * problem stays in the practice set, so everyone can open it before the contest starts. Its
 * `visibility: "contest"` hides it until then.
 */
export function publicProblemWarning(problemTitle: string): string {
  return `${problemTitle} is public: everyone can open it before and during the contest`;
}

/** One of the `warnings` a contest's create and edit answers carry: a public problem of the contest. */
export type ContestWarning = { problemId: string; title: string; message: string };

const dateTime = (message: string) =>
  z
    .string({ error: message })
    .refine((value) => !Number.isNaN(Date.parse(value)), message)
    .transform((value) => new Date(value).toISOString());

const text = (message: string, max: number) =>
  z
    .string({ error: message })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, message)
    .refine((value) => value.length <= max, `Must be at most ${max} characters`);

const problemIds = z
  .array(z.string().min(1).max(100), { error: contestMessages.problemsRequired })
  .min(1, contestMessages.problemsRequired)
  .max(MAX_CONTEST_PROBLEMS, contestMessages.problemsTooMany)
  .refine((ids) => new Set(ids).size === ids.length, contestMessages.problemsDuplicate);

const freezeMinutes = z.coerce
  .number({ error: contestMessages.freezeInvalid })
  .int(contestMessages.freezeInvalid)
  .min(0, contestMessages.freezeInvalid);

const rated = z.preprocess(
  (value) => (value === 'true' || value === 'on' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'Rated must be true or false' }),
);

const teams = z.preprocess(
  (value) => (value === 'true' || value === 'on' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'Teams must be true or false' }),
);

const contestFields = {
  title: text(contestMessages.titleRequired, 200),
  description: text(contestMessages.descriptionRequired, 20_000),
  startTime: dateTime(contestMessages.startTimeInvalid),
  endTime: dateTime(contestMessages.endTimeInvalid),
  problems: problemIds,
  freezeMinutes: freezeMinutes.default(0),
  /** Whether the final standings move ratings; forms send a checkbox's "on"/"true" or a boolean. */
  rated: rated.default(false),
  /** ICPC (the default) or IOI rules; see docs/contests.md. */
  scoring: z.enum(CONTEST_SCORINGS, { error: 'Scoring must be icpc or ioi' }).default('icpc'),
  /** IOI: a problem's score is its best submission's, or the sum of each group's best. */
  ioiScoreMode: z
    .enum(IOI_SCORE_MODES, { error: 'IOI score mode must be best-submission or best-per-group' })
    .default('best-submission'),
  /** 'auto': the board unfreezes at the end; 'manual': it stays frozen for non-admins until an admin finalises. */
  finalize: z.enum(CONTEST_FINALIZE_MODES, { error: 'Finalize must be auto or manual' }).default('auto'),
  /** A contest of teams: a member registers their team, and every member's submission counts for it. */
  teams: teams.default(false),
};

function checkWindow(
  contest: { startTime?: string; endTime?: string; freezeMinutes?: number },
  context: z.RefinementCtx,
): void {
  if (!contest.startTime || !contest.endTime) return;
  const length = Date.parse(contest.endTime) - Date.parse(contest.startTime);
  if (length <= 0) context.addIssue({ code: 'custom', path: ['endTime'], message: contestMessages.endBeforeStart });
  else if ((contest.freezeMinutes ?? 0) * 60_000 > length)
    context.addIssue({ code: 'custom', path: ['freezeMinutes'], message: contestMessages.freezeInvalid });
}

/** POST /problem/createcontest (docs/product.md §7): title, description, startTime, endTime, problems (ids). */
export const createContestSchema = z.object(contestFields).superRefine(checkWindow);

/** A contest's settings without its problems: what a contest package's contest.yaml sets (docs/contests.md). */
const { problems: _problems, ...settingsFields } = contestFields;
export const contestSettingsSchema = z.object(settingsFields).superRefine(checkWindow);
export type ContestSettings = z.infer<typeof contestSettingsSchema>;
export type CreateContestInput = z.infer<typeof createContestSchema>;

/** An edit sends any of the fields; which may change depends on the contest's status (server rule). */
export const updateContestSchema = z
  .object({
    title: contestFields.title.optional(),
    description: contestFields.description.optional(),
    startTime: contestFields.startTime.optional(),
    endTime: contestFields.endTime.optional(),
    problems: problemIds.optional(),
    freezeMinutes: freezeMinutes.optional(),
    rated: rated.optional(),
    scoring: z.enum(CONTEST_SCORINGS, { error: 'Scoring must be icpc or ioi' }).optional(),
    ioiScoreMode: z
      .enum(IOI_SCORE_MODES, { error: 'IOI score mode must be best-submission or best-per-group' })
      .optional(),
    finalize: z.enum(CONTEST_FINALIZE_MODES, { error: 'Finalize must be auto or manual' }).optional(),
    teams: teams.optional(),
  })
  .superRefine(checkWindow);
export type UpdateContestInput = z.infer<typeof updateContestSchema>;

/**
 * A problem as its contest lists it. `label` is what every screen calls it (the contest's own label,
 * from an imported package, else its letter A, B, C…); `rgb` (`#rrggbb` or `#rgb`) and `color` (a
 * name) its balloon colour when the contest gives one. `maxScore`: in IOI contests, what the problem
 * is worth (its groups' points, or SCORE_PER_SOLVED_PROBLEM for a pass-fail one).
 */
export type ContestProblemView = {
  _id: string;
  title: string;
  difficulty: string;
  label: string;
  rgb?: string;
  color?: string;
  maxScore?: number;
  /** The problem stays out of practice after the contest (visibility `reserved`). */
  reserved?: true;
};

/** A card of the contests grid. */
export type ContestSummary = {
  _id: string;
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  status: ContestStatus;
  freezeMinutes: number;
  /** Its final standings move ratings. */
  rated: boolean;
  /** ICPC or IOI rules (always sent by the server). */
  scoring?: ContestScoring;
  ioiScoreMode?: IoiScoreMode;
  /** When the board unfreezes (always sent by the server); `finalizedAt` is set once a manual contest is finalised. */
  finalize?: ContestFinalize;
  finalizedAt?: string | null;
  /** A contest of teams (always sent by the server): its board's rows are teams. */
  teams?: boolean;
  problemCount: number;
  participantCount: number;
  registered: boolean;
  /**
   * The description as sanitised HTML (Markdown and maths rendered as for problem statements): always on
   * the detail, and on upcoming cards of the list (their page is drawn from the card until the start).
   */
  descriptionHtml?: string;
};

/** A user's own run of an ended contest (docs/contests.md, Virtual participation): the contest's length from `startedAt`. */
export type VirtualRun = {
  contestId: string;
  startedAt: string;
  endsAt: string;
  running: boolean;
  /** A team contest's run is the team's: which team, and the handle of the member who started it (null: account gone). */
  team?: { _id: string; name: string; startedBy: string | null };
};

/** The viewer's own standing on one contest problem: an accepted submission, or only rejected ones. */
export type ContestProblemResult = 'solved' | 'tried';

/** GET /problem/contestbyid/:id: problems as `{ _id, title, difficulty }` only. */
export type ContestDetail = ContestSummary & {
  problems: ContestProblemView[];
  /**
   * The viewer's results in this contest (its official submissions, or their virtual run's) by
   * problem id; a problem they have not tried is absent. Practice solves do not count.
   */
  viewerResults?: Record<string, ContestProblemResult>;
  /** The viewer's virtual run of this contest, if they started one. */
  virtual?: VirtualRun | null;
  /**
   * The viewer has a submission counted for the contest, so they cannot take it virtually
   * (docs/contests.md); in a team contest, their team (or one of its members) took part.
   */
  tookPart?: boolean;
  /** Team contests: the viewer's team now, which a virtual run would be taken for; null when they are in none. */
  viewerTeam?: { _id: string; name: string } | null;
  /** The server's clock when the answer was made, so clients can correct their own clock's skew. */
  serverTime: string;
};

/** One problem's cell of a leaderboard row. */
export type StandingsCell = {
  problemId: string;
  /** Rejected attempts (before the first accepted one, when solved). */
  attempts: number;
  /** Attempts still being judged, or hidden by the scoreboard freeze. */
  pending: number;
  solved: boolean;
  /** Minutes from the contest start to the first accepted submission. */
  minute: number | null;
  firstToSolve: boolean;
  /** IOI contests: the score this problem counts (0 before any), out of the problem's maxScore. */
  score?: number;
};

/** A leaderboard row; the spec's fields (userId, name, totalScore) plus the ICPC ones (IOI: totalScore is the sum of the problems' scores). */
export type StandingsEntry = {
  userId: string;
  name: string;
  /** The contestant is Codeyard staff (an admin): shown with a badge beside the name, so nobody else passes for them. Present only when true. */
  staff?: true;
  totalScore: number;
  solved: number;
  /** Minutes. */
  penalty: number;
  rank: number;
  cells: StandingsCell[];
  /** A virtual participant's row (only with `virtual=1`): times are relative to their own start. */
  virtual?: boolean;
  /** A team contest's row: its members' handles, its organisation and that one's country (ISO alpha-3; `countryFlag` draws it). */
  team?: StandingsTeam;
};

export type StandingsTeam = { members: string[]; organization: string | null; country: string | null };

/** A category some row of a board is in, for the board's filter; `hidden` is on the jury's board alone (nobody else is told of one). */
export type BoardCategory = { _id: string; name: string; hidden?: true };

/** An organisation some row of a board belongs to, with its country (ISO alpha-3, for the flag). */
export type BoardOrganization = { _id: string; name: string; country: string | null };

export type Standings = {
  contestId: string;
  title: string;
  status: ContestStatus;
  startTime: string;
  endTime: string;
  problems: ContestProblemView[];
  /** ICPC or IOI rules: IOI rows rank by totalScore, then by when it was reached. */
  scoring?: ContestScoring;
  /** The contest's freeze length (minutes, 0 for none), so the board can say what the freeze hides. */
  freezeMinutes?: number;
  /** True while others' results after the freeze are hidden from this viewer. */
  frozen: boolean;
  /** When the board unfreezes, and whether a manual contest has been finalised (the reveal is open to all then). */
  finalize?: ContestFinalize;
  finalized?: boolean;
  entries: StandingsEntry[];
  /** The viewer's own row (pinned by the client), wherever it falls. */
  mine: StandingsEntry | null;
  page: number;
  pageSize: number;
  total: number;
  serverTime: string;
  /** Per problem (in the problems' order), how many rows of this board solved it and how many tried it. */
  problemTotals?: ProblemTotals[];
  /**
   * The categories and organisations of the board's rows as this viewer may see them, by name and
   * whatever `?category=` or `?organization=` narrowed the page to: the filter's choices.
   */
  categories?: BoardCategory[];
  organizations?: BoardOrganization[];
  /**
   * Set while the viewer's own virtual run goes on: the moment of the contest the board shows
   * (everything as it stood then: rows, totals, first solves), whatever was asked.
   */
  virtualMoment?: string;
};

/** The foot of the board: contestants who solved a problem, and who sent anything for it (solved included). */
export type ProblemTotals = { problemId: string; solved: number; tried: number };

/**
 * One contestant's place in a contest as the reader may see it (the board's rules, freeze
 * included): no rank without a row; `maxScore` is an IOI contest's full score (its problems' full
 * scores added up), null in ICPC, where `totalScore` says nothing `solved` does not.
 */
export type ContestStanding = { rank: number | null; solved: number; totalScore: number; maxScore: number | null };

/** A contest the user took part in (GET /problem/usercontests). */
export type UserContest = ContestSummary & ContestStanding;

/** One frozen submission's result, as the reveal resolves it (GET /leader/contest/:id/reveal). */
export type RevealSubmission = { userId: string; problemId: string; createdAt: string; status: string };

/**
 * GET /leader/contest/:id/reveal (admins, and everyone once finalised): the board as the freeze
 * left it (`frozen`, ranked, every row) and the final board (`final`, ranked), for the reveal to
 * resolve pending cells from one to the other, and the frozen submissions' outcomes.
 */
export type RevealData = {
  contestId: string;
  title: string;
  scoring: ContestScoring;
  problems: ContestProblemView[];
  frozen: StandingsEntry[];
  final: StandingsEntry[];
  submissions: RevealSubmission[];
  finalized: boolean;
  /**
   * The reveal itself, planned by the server with the leaderboard's own ranking rules: from
   * `frozen`, each step resolves one frozen cell and moves its row, until the board is `final`.
   */
  steps: RevealStep[];
};

/**
 * One step of the reveal. `resolve`: a row's next frozen cell becomes its final result, and the
 * row moves from one place to another (indexes into the board as it stands before the step).
 * `settle`, last and only when needed: rows whose totals tie take the final board's order (the
 * leaderboard breaks such ties by the time of the last accept and by name).
 */
export type RevealStep =
  | {
      kind: 'resolve';
      userId: string;
      problemId: string;
      /** Solved now (ICPC), or the full score reached (IOI). */
      solved: boolean;
      /** IOI: the score the cell resolved to. */
      score: number | null;
      cell: StandingsCell;
      from: number;
      to: number;
      /** The row's totals after the step. */
      row: Pick<StandingsEntry, 'solved' | 'penalty' | 'totalScore'>;
      /**
       * The board's ranks after the step from position `to` on, as far as any changed (tied rows
       * share a rank, as on the leaderboard); the rows below keep theirs.
       */
      ranks: number[];
    }
  | { kind: 'settle'; order: string[] };
