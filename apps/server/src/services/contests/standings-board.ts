import {
  ContestTimeline,
  isAdminRole,
  type BoardCategory,
  type BoardOrganization,
  type ContestProblemView,
  type ContestStanding,
  type ContestStatus,
  type ProblemTotals,
  type RevealData,
  type Standings,
  type StandingsEntry,
  type StandingsTeam,
  type SubmissionStatus,
} from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { gzipStart, type GzipStart } from '../../lib/gzip-segments.js';
import {
  compareRows,
  firstSolveTimes,
  problemTotalsOf,
  rankRow,
  sortAndRank,
  toEntry,
  type ContestSubmission,
  type IoiRules,
  type RankedRow,
} from './standings.js';
import { findContest, listContestProblems, type Contest } from './contests.js';
import { pageOf, virtualBoard } from './virtual-board.js';
import { planReveal } from './reveal-plan.js';

/**
 * How often a board asks the database whether anything arrived or was judged; readers in between
 * are served from memory. Measured on the monotonic clock: it is about real elapsed time, not
 * the contest's (which tests move).
 */
const FRESHNESS_INTERVAL_MS = 250;
/**
 * Timestamps are taken before their transaction commits, so a row may become visible with a time a
 * little older than one already seen. Changes are re-read from this far behind the newest seen.
 */
const CHANGE_OVERLAP_MS = 10_000;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** Whoever reads a board: a signed-in user, or null for a visitor (a public profile's contest rows). */
type BoardReader = { _id: string; role: string } | null;

type StandingsQuery = {
  contestId: string;
  viewer: BoardReader;
  page?: number;
  pageSize?: number;
  /** Only the rows of this category's (or organisation's) teams, ranked among themselves. */
  category?: string;
  organization?: string;
};

/** A row's team's category and organisation (docs/contests.md#teams) with their names; absent: none. */
type EntrantAffiliation = {
  categoryId: string | null;
  categoryName: string | null;
  hidden: boolean;
  organizationId: string | null;
  organizationName: string | null;
  country: string | null;
};

/** What the board's category and organisation filters may choose: those of the rows a reader sees. */
type FilterChoices = { categories: BoardCategory[]; organizations: BoardOrganization[] };

/** The filters a reader asked for: only one category's or organisation's rows. */
type BoardFilter = { category?: string; organization?: string };

/** How long (milliseconds) a reader found in no team is taken to be in none, in a team contest. */
const NO_TEAM_RECHECK_MS = 5_000;
/** Spectators remembered per board before the list starts again. */
const MAX_REMEMBERED_SPECTATORS = 10_000;

/** Narrowed rankings kept per ranking (category and organisation filters); past this many the oldest goes. */
const CACHED_NARROWINGS_PER_RANKING = 64;

/** Pages kept per ranking; past this many the oldest goes (a reader may ask for any page size). */
export const CACHED_PAGES_PER_RANKING = 32;

/**
 * One ranking: rows in order with their ranks, and where each user stands. A ranking is replaced,
 * never changed, when results change, so its pages (keyed "page:pageSize"), serialized and
 * compressed, stay true as long as it does: every viewer of a page shares them.
 */
type Ranking = {
  rows: RankedRow[];
  ranks: number[];
  positionOf: Map<string, number>;
  firstSolves: Map<string, number>;
  /** The board's foot, counted once per ranking. */
  problemTotals: ProblemTotals[];
  pages: Map<string, GzipStart>;
};

/** What a viewer is shown: which ranking, which page, their own row. */
type View = {
  board: Board;
  timeline: ContestTimeline;
  ranking: Ranking;
  frozen: boolean;
  status: ContestStatus;
  page: number;
  pageSize: number;
  ownRow: RankedRow | null;
  /** The filters' choices, the same whichever filter narrowed `ranking`. */
  choices: FilterChoices;
  nowMs: number;
};

type Board = {
  contest: Contest;
  problems: ContestProblemView[];
  problemsJson: string;
  problemIds: string[];
  /** userId → submissionId → submission (in a team contest, the team's id: its row's `userId`) */
  submissions: Map<string, Map<string, ContestSubmission>>;
  /**
   * A team contest's entrants: each person's row is their team's, as registered
   * (contest_participants.team_id, else their team now). Empty in other contests.
   */
  entrantOf: Map<string, string>;
  names: Map<string, string>;
  /** A team contest's rows: each team's members (as registered), organisation and country. */
  teams: Map<string, StandingsTeam>;
  /** Team contests: readers found in no team, until when (epoch ms) that answer stands (entrantFor). */
  noTeamUntil: Map<string, number>;
  /** Each row's category and organisation, read with the names: a team's, or a person's team's. */
  affiliations: Map<string, EntrantAffiliation>;
  /** Some row is in a hidden category: boards for anyone but the jury leave such rows out. */
  anyHidden: boolean;
  /** Contestants who are staff (admins): their rows carry a badge. Read with the names. */
  staff: Set<string>;
  /** Set for an IOI contest: its score mode and each problem's full score. */
  ioi: IoiRules | null;
  /** Newest created_at / judged_at seen (ISO). */
  watermark: string;
  full: Ranking;
  /** Ranked rows as others see them during the freeze; sorted on first need after a change. */
  frozen: Ranking | null;
  fullRows: Map<string, RankedRow>;
  /** Rows with results from the freeze on hidden; kept only for contests with a freeze. */
  frozenRows: Map<string, RankedRow>;
  checkedAt: number;
  /**
   * Told of a change (touch): the next check re-reads the recent changes even if no stored time
   * is newer than the watermark. A verdict stamped by a clock that did not move since the last
   * change (a held test clock, or two events in one millisecond) would otherwise go unseen.
   */
  told: boolean;
};

/** A contest submission's columns the boards read (the CLICS scoreboard reads them too). */
export type StandingsSubmissionRow = {
  id: string;
  user_id: string;
  problem_id: string;
  status: string;
  verdict: string | null;
  created_at: string;
  judged_at: string | null;
  score: number | null;
  groups: string | null;
};

const SUBMISSION_COLUMNS = [
  'id',
  'user_id',
  'problem_id',
  'status',
  'verdict',
  'created_at',
  'judged_at',
  'score',
  'groups',
] as const;

/** A stored submission as the standings rules read it (IOI best-per-group keeps its groups). */
export function toContestSubmission(row: StandingsSubmissionRow, ioi: IoiRules | null): ContestSubmission {
  return {
    id: row.id,
    userId: row.user_id,
    problemId: row.problem_id,
    status: row.status as SubmissionStatus,
    verdict: row.verdict,
    createdAt: row.created_at,
    score: row.score === null ? null : Number(row.score),
    // Only best-per-group reads the groups, so other boards do not keep them.
    groups:
      ioi?.mode === 'best-per-group' && row.groups
        ? (JSON.parse(row.groups) as { name: string; score: number }[]).map(({ name, score }) => ({ name, score }))
        : null,
  };
}

/** Whether a row with this affiliation is among the rows the filter asks for. */
function matchesFilter(affiliation: EntrantAffiliation | undefined, filter: BoardFilter): boolean {
  if (filter.category && affiliation?.categoryId !== filter.category) return false;
  if (filter.organization && affiliation?.organizationId !== filter.organization) return false;
  return true;
}

function newestOf(rows: readonly StandingsSubmissionRow[], start: string): string {
  let newest = start;
  for (const row of rows) {
    if (row.created_at > newest) newest = row.created_at;
    if (row.judged_at && row.judged_at > newest) newest = row.judged_at;
  }
  return newest;
}

function rank(rows: RankedRow[], problemIds: readonly string[]): Ranking {
  const { rows: sorted, ranks } = sortAndRank(rows);
  return {
    rows: sorted,
    ranks,
    positionOf: new Map(sorted.map((row, index) => [row.userId, index])),
    firstSolves: firstSolveTimes(sorted, problemIds),
    problemTotals: problemTotalsOf(sorted, problemIds),
    pages: new Map(),
  };
}

/**
 * Live contest standings kept in memory per contest. A reader costs two indexed look-ups at most
 * every 250 ms (is there anything new?) and then a page cut from the ranked rows; a verdict
 * re-ranks only from the rows it touched, never recomputing every submission per request. Several
 * servers each keep their own board and see each other's verdicts through the database.
 */
export class StandingsBoards {
  private readonly boards = new Map<string, Board>();
  private readonly refreshing = new Map<string, Promise<Board>>();
  private readonly arrivalListeners: ((contestId: string) => void)[] = [];
  private readonly narrowings = new WeakMap<Ranking, Map<string, Ranking>>();
  private readonly choices = new WeakMap<Ranking, FilterChoices>();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly clock: () => number,
    /** Told of every ranking: "full" when a board is read from the database, "update" when changes are merged in (metrics). */
    private readonly onRanked: (kind: 'full' | 'update') => void = () => undefined,
  ) {}

  /** The viewer's page of the standings (admins see through the freeze; a contestant sees their own row). */
  async standings(options: StandingsQuery): Promise<Standings | null> {
    const view = await this.view(options);
    return view
      ? { ...this.summary(view), problems: view.board.problems, entries: this.entries(view), ...view.choices }
      : null;
  }

  /**
   * The standings with the virtual participants' rows ranked among the official ones (marked
   * `virtual`); the official board and its cached pages are left as they are. Read from the
   * database per request: virtual boards are looked at rarely, after the contest.
   */
  async virtualStandings(options: StandingsQuery): Promise<Standings | null> {
    const view = await this.view(options);
    if (!view) return null;
    const { board } = view;
    const merged = await virtualBoard(
      this.database,
      {
        contest: board.contest,
        problemIds: board.problemIds,
        ioi: board.ioi,
        rows: view.ranking.rows,
        submissions: board.submissions,
        hideFromMs: view.frozen ? view.timeline.freezeFromMs : null,
      },
      options.viewer ? { userId: options.viewer._id, officialRowId: view.ownRow?.userId ?? null } : null,
      view.nowMs,
    );
    const { mine: _mine, page: _page, total: _total, ...summary } = this.summary(view);
    return pageOf({ ...summary, problems: board.problems, ...view.choices }, merged, options.page);
  }

  /**
   * Whether the reader is in their own virtual run of this ended contest now: their board is then
   * the contest as it stood at the same minute (virtualStandings), whatever they asked for. Costs
   * a look-up only after the contest's end, never on a live contest's board.
   */
  async inVirtualRun(contestId: string, reader: BoardReader): Promise<boolean> {
    if (!reader) return false;
    const board = await this.fresh(contestId);
    if (!board) return false;
    const timeline = ContestTimeline.of(board.contest);
    const nowMs = this.clock();
    if (timeline.status(nowMs) !== 'ended') return false;
    const run = await this.database
      .selectFrom('virtual_participations')
      .select('started_at')
      .where('contest_id', '=', contestId)
      .where('user_id', '=', reader._id)
      .executeTakeFirst();
    return run ? timeline.virtualRun(Date.parse(run.started_at), nowMs).running : false;
  }

  /**
   * The same answer as `standings`, as JSON text in two parts: `start` (the problems and the page
   * of entries), serialized and gzipped once per ranking and shared by every viewer of that page,
   * and `rest` (the viewer's own row, the clock), written per request. This is what keeps 50
   * readers of a 10,000-row board fast.
   */
  async standingsJson(
    options: StandingsQuery,
  ): Promise<{ status: ContestStatus; startTime: string; endTime: string; start: GzipStart; rest: string } | null> {
    const view = await this.view(options);
    if (!view) return null;
    const { board, ranking, frozen, page, pageSize, ownRow } = view;
    const first = (page - 1) * pageSize;
    const ownPosition = ownRow ? ranking.positionOf.get(ownRow.userId) : undefined;
    // During the freeze the viewer's own row on the page shows their true results: not shareable.
    const shared = !frozen || ownPosition === undefined || ownPosition < first || ownPosition >= first + pageSize;
    let start = shared ? ranking.pages.get(`${page}:${pageSize}`) : undefined;
    if (start === undefined) {
      // The filters' choices go with the shared part: they are the same for every reader of this ranking.
      const choices = `"categories":${JSON.stringify(view.choices.categories)},"organizations":${JSON.stringify(view.choices.organizations)},`;
      start = gzipStart(`{"problems":${board.problemsJson},"entries":${JSON.stringify(this.entries(view))},${choices}`);
      if (shared) {
        if (ranking.pages.size >= CACHED_PAGES_PER_RANKING)
          ranking.pages.delete(ranking.pages.keys().next().value as string);
        ranking.pages.set(`${page}:${pageSize}`, start);
      }
    }
    // The summary's own opening brace is the start's.
    return {
      status: view.status,
      startTime: board.contest.startTime,
      endTime: board.contest.endTime,
      start,
      rest: JSON.stringify(this.summary(view)).slice(1),
    };
  }

  /** The page's rows; the viewer's own shows their true results. */
  private entries({ ranking, page, pageSize, ownRow }: View): StandingsEntry[] {
    return ranking.rows.slice((page - 1) * pageSize, page * pageSize).map((row, offset) => {
      const index = (page - 1) * pageSize + offset;
      const shown = row.userId === ownRow?.userId ? ownRow : row;
      return toEntry(shown, ranking.ranks[index] ?? index + 1, ranking.firstSolves);
    });
  }

  /** Everything of an answer but the problems and the page's entries. */
  private summary(view: View): Omit<Standings, 'problems' | 'entries'> {
    const { contest } = view.board;
    return {
      contestId: contest.id,
      title: contest.title,
      scoring: contest.scoring,
      status: view.status,
      startTime: contest.startTime,
      endTime: contest.endTime,
      freezeMinutes: contest.freezeMinutes,
      frozen: view.frozen,
      finalize: contest.finalize,
      finalized: view.timeline.isFinal(view.nowMs),
      mine: view.ownRow ? this.ownEntry(view.ranking, view.ownRow, view.frozen) : null,
      page: view.page,
      pageSize: view.pageSize,
      total: view.ranking.rows.length,
      problemTotals: view.ranking.problemTotals,
      serverTime: new Date(view.nowMs).toISOString(),
    };
  }

  private async view(options: StandingsQuery): Promise<View | null> {
    const board = await this.fresh(options.contestId);
    if (!board) return null;
    const nowMs = this.clock();
    const timeline = ContestTimeline.of(board.contest);
    const status = timeline.status(nowMs);
    const frozen = timeline.isFrozen(nowMs) && !isAdminRole(options.viewer?.role);
    const hideHidden = !isAdminRole(options.viewer?.role);
    const filter: BoardFilter = { category: options.category, organization: options.organization };
    const ranking = this.narrowed(board, frozen ? this.frozenRanking(board) : board.full, { hideHidden, ...filter });
    const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE);
    const pageCount = Math.max(1, Math.ceil(ranking.rows.length / pageSize));
    const page = Math.min(Math.max(Math.trunc(options.page ?? 1), 1), pageCount);
    return {
      board,
      timeline,
      ranking,
      frozen,
      status,
      page,
      pageSize,
      ownRow: options.viewer ? await this.ownRow(board, options.viewer._id, filter) : null,
      choices: this.choicesOf(board, this.narrowed(board, board.full, { hideHidden })),
      nowMs,
    };
  }

  /** The reader's own row, unless a filter leaves it out (a pinned row of another category would carry a rank it does not have). */
  private async ownRow(board: Board, readerId: string, filter: BoardFilter): Promise<RankedRow | null> {
    const row = board.fullRows.get(await this.entrantFor(board, readerId));
    return row && matchesFilter(board.affiliations.get(row.userId), filter) ? row : null;
  }

  /**
   * The categories and organisations of a ranking's rows, by name: the board as one reader may see
   * it before any filter (a hidden category's rows are in it for the jury alone, so only the jury is
   * told of one). Kept beside the ranking, so it goes when that ranking is replaced.
   */
  private choicesOf(board: Board, visible: Ranking): FilterChoices {
    const cached = this.choices.get(visible);
    if (cached) return cached;
    const categories = new Map<string, BoardCategory>();
    const organizations = new Map<string, BoardOrganization>();
    for (const row of visible.rows) {
      const affiliation = board.affiliations.get(row.userId);
      if (affiliation?.categoryId && affiliation.categoryName !== null)
        categories.set(affiliation.categoryId, {
          _id: affiliation.categoryId,
          name: affiliation.categoryName,
          ...(affiliation.hidden ? { hidden: true as const } : {}),
        });
      if (affiliation?.organizationId && affiliation.organizationName !== null)
        organizations.set(affiliation.organizationId, {
          _id: affiliation.organizationId,
          name: affiliation.organizationName,
          country: affiliation.country,
        });
    }
    const byName = (left: { name: string }, right: { name: string }) => left.name.localeCompare(right.name, 'en');
    const choices = {
      categories: [...categories.values()].sort(byName),
      organizations: [...organizations.values()].sort(byName),
    };
    this.choices.set(visible, choices);
    return choices;
  }

  /**
   * Rank, solved count and score of one contestant (`subjectId`) as this reader may see them: the
   * contest history on the dashboard and in usercontests (the reader is the contestant), and the
   * contest rows of a public profile (the reader is whoever opened it, a visitor being null). During
   * the freeze a contestant's own rank is the one the frozen board gives their true row, as on the
   * leaderboard; anyone else gets the row the frozen board shows, so no view shows what the freeze
   * hides. A contestant with no row has no rank and nothing solved or scored. `maxScore` is an IOI
   * contest's full score (its problems' full scores added up), null in ICPC. Null when the reader
   * may not see the board.
   */
  async standingOf(contestId: string, subjectId: string, reader: BoardReader): Promise<ContestStanding | null> {
    const view = await this.view({ contestId, viewer: reader });
    if (!view) return null;
    const maxScore = view.board.ioi ? [...view.board.ioi.maxScores.values()].reduce((sum, max) => sum + max, 0) : null;
    const entry = this.entryOf(view, await this.entrantFor(view.board, subjectId), reader);
    if (!entry) return { rank: null, solved: 0, totalScore: 0, maxScore };
    return { rank: entry.rank, solved: entry.solved, totalScore: entry.totalScore, maxScore };
  }

  /** The contestant's row as standingOf's reader sees it, or null when the board has none. */
  private entryOf(view: View, subjectId: string, reader: BoardReader): StandingsEntry | null {
    // The reader's own row (in a team contest: their team's, as `view` found it).
    if (reader && view.ownRow?.userId === subjectId) {
      return view.ownRow ? this.ownEntry(view.ranking, view.ownRow, view.frozen) : null;
    }
    const position = view.ranking.positionOf.get(subjectId);
    const row = position === undefined ? undefined : view.ranking.rows[position];
    if (position === undefined || !row) return null;
    return toEntry(row, view.ranking.ranks[position] ?? position + 1, view.ranking.firstSolves);
  }

  /**
   * Every contestant's final place, ties sharing the best one, checked against the database now
   * (ratings are computed from it); null before the end, or when there is no such contest.
   */
  async finalPlaces(contestId: string): Promise<{ userId: string; rank: number }[] | null> {
    this.touch(contestId);
    const board = await this.fresh(contestId);
    if (!board || ContestTimeline.of(board.contest).status(this.clock()) !== 'ended') return null;
    return board.full.rows.map((row, index) => ({ userId: row.userId, rank: board.full.ranks[index]! }));
  }

  /**
   * What the reveal resolves (issue 22): every row of the frozen board and of the final one, in
   * rank order, and the outcomes of the submissions the freeze hid. Null when there is no such
   * contest; the caller decides who may read it (the jury, everyone once finalised).
   */
  async reveal(contestId: string): Promise<(RevealData & { status: ContestStatus }) | null> {
    const board = await this.fresh(contestId);
    if (!board) return null;
    const { contest } = board;
    const timeline = ContestTimeline.of(contest);
    const nowMs = this.clock();
    const entriesOf = (ranking: Ranking) =>
      ranking.rows.map((row, index) => toEntry(row, ranking.ranks[index] ?? index + 1, ranking.firstSolves));
    // The reveal is shown to an audience, the jury's included: a hidden category's rows are never in it.
    const final = this.narrowed(board, board.full, { hideHidden: true });
    const shown = [...board.submissions].filter(([userId]) => board.affiliations.get(userId)?.hidden !== true);
    const hidden = shown
      .flatMap(([, submissions]) => [...submissions.values()])
      .filter((submission) => timeline.isReceivedInFreeze(Date.parse(submission.createdAt)))
      .sort((left, right) => left.createdAt.localeCompare(right.createdAt))
      .map(({ userId, problemId, createdAt, status }) => ({ userId, problemId, createdAt, status }));
    const plan = planReveal({
      problemIds: board.problemIds,
      // Each row as the board shows it: a team's members and flag, an admin's badge.
      contestants: shown.map(([userId, submissions]) => ({
        userId,
        name: board.names.get(userId) ?? 'Unknown',
        staff: board.staff.has(userId),
        team: board.teams.get(userId),
        submissions: [...submissions.values()],
      })),
      window: { startMs: timeline.startMs, endMs: timeline.endMs },
      freezeFromMs: timeline.freezeFromMs,
      ioi: board.ioi,
      firstSolves: final.firstSolves,
      finalOrder: final.rows.map((row) => row.userId),
    });
    return {
      contestId: contest.id,
      title: contest.title,
      scoring: contest.scoring,
      status: timeline.status(nowMs),
      problems: board.problems,
      frozen: plan.initial,
      final: entriesOf(final),
      steps: plan.steps,
      submissions: hidden,
      finalized: timeline.isFinal(nowMs),
    };
  }

  /**
   * Something arrived or was judged for this contest (this server stored it, or heard of the
   * verdict): the next reader checks the database at once instead of within the interval.
   */
  touch(contestId: string): void {
    const board = this.boards.get(contestId);
    if (board) {
      board.checkedAt = 0;
      board.told = true;
    }
  }

  /** A contest submission was stored here: the board is checked at once, and listeners (the sockets) hear of it. */
  received(contestId: string): void {
    this.touch(contestId);
    for (const listener of this.arrivalListeners) listener(contestId);
  }

  onArrival(listener: (contestId: string) => void): void {
    this.arrivalListeners.push(listener);
  }

  /** Drops a contest's board (after an edit or delete) so the next reader rebuilds it. */
  forget(contestId: string): void {
    this.boards.delete(contestId);
  }

  /** The viewer's own row: true results, ranked against the rows the viewer sees. */
  private ownEntry(ranking: Ranking, ownRow: RankedRow, frozen: boolean): StandingsEntry {
    const ownPosition = ranking.positionOf.get(ownRow.userId);
    if (!frozen && ownPosition !== undefined)
      return toEntry(ownRow, ranking.ranks[ownPosition] ?? ownPosition + 1, ranking.firstSolves);
    // Rows are sorted by compareRows, so those strictly better than the true row are a prefix: find its end.
    let low = 0;
    let high = ranking.rows.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareRows(ranking.rows[middle]!, ownRow) < 0) low = middle + 1;
      else high = middle;
    }
    // The viewer's own frozen row is not someone better than them.
    const better = ownPosition !== undefined && ownPosition < low ? low - 1 : low;
    return toEntry(ownRow, better + 1, ranking.firstSolves);
  }

  private frozenRanking(board: Board): Ranking {
    board.frozen ??= rank([...board.frozenRows.values()], board.problemIds);
    return board.frozen;
  }

  /** The board, checked against the database at most every FRESHNESS_INTERVAL_MS; concurrent readers share one check. */
  private async fresh(contestId: string): Promise<Board | null> {
    const board = this.boards.get(contestId);
    if (board && performance.now() - board.checkedAt < FRESHNESS_INTERVAL_MS) return board;
    const running = this.refreshing.get(contestId);
    if (running) return running;
    const refresh = this.refresh(contestId, board).finally(() => this.refreshing.delete(contestId));
    this.refreshing.set(contestId, refresh as Promise<Board>);
    return refresh;
  }

  private async refresh(contestId: string, board: Board | undefined): Promise<Board | null> {
    const contest = await findContest(this.database, contestId);
    if (!contest) {
      this.boards.delete(contestId);
      return null;
    }
    if (!board || board.contest.updatedAt !== contest.updatedAt) return this.rebuild(contest);

    const checkedAt = performance.now();
    const told = board.told;
    board.told = false;
    const newest = await this.newestChange(contestId);
    if (newest > board.watermark || (told && board.watermark !== '')) {
      // An empty board (no watermark yet) reads everything.
      const since = board.watermark ? new Date(Date.parse(board.watermark) - CHANGE_OVERLAP_MS).toISOString() : '';
      const changed = await this.database
        .selectFrom('submissions')
        .select(SUBMISSION_COLUMNS)
        .where('contest_id', '=', contestId)
        .where((expression) =>
          expression.or([expression('created_at', '>=', since), expression('judged_at', '>=', since)]),
        )
        .execute();
      if (await this.apply(board, changed)) this.onRanked('update');
    }
    // Marked fresh only once the changes are in: readers arriving meanwhile wait on this refresh instead of reading the old board.
    board.checkedAt = checkedAt;
    return board;
  }

  /** Newest arrival or verdict of the contest: two index look-ups. */
  private async newestChange(contestId: string): Promise<string> {
    const [created, judged] = await Promise.all([
      this.database
        .selectFrom('submissions')
        .select('created_at as at')
        .where('contest_id', '=', contestId)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
      this.database
        .selectFrom('submissions')
        .select('judged_at as at')
        .where('contest_id', '=', contestId)
        .where('judged_at', 'is not', null)
        .orderBy('judged_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ]);
    const createdAt = created?.at ?? '';
    const judgedAt = judged?.at ?? '';
    return createdAt > judgedAt ? createdAt : judgedAt;
  }

  private async rebuild(contest: Contest): Promise<Board> {
    const [problems, rows] = await Promise.all([
      listContestProblems(this.database, contest.id, { withMaxScore: contest.scoring === 'ioi' }),
      this.database.selectFrom('submissions').select(SUBMISSION_COLUMNS).where('contest_id', '=', contest.id).execute(),
    ]);
    const board: Board = {
      contest,
      problems,
      problemsJson: JSON.stringify(problems),
      problemIds: problems.map((problem) => problem._id),
      submissions: new Map(),
      entrantOf: new Map(),
      names: new Map(),
      affiliations: new Map(),
      teams: new Map(),
      noTeamUntil: new Map(),
      anyHidden: false,
      staff: new Set(),
      ioi:
        contest.scoring === 'ioi'
          ? {
              mode: contest.ioiScoreMode,
              maxScores: new Map(problems.map((problem) => [problem._id, problem.maxScore ?? 0])),
            }
          : null,
      watermark: '',
      full: {
        rows: [],
        ranks: [],
        positionOf: new Map(),
        firstSolves: new Map(),
        problemTotals: problemTotalsOf(
          [],
          problems.map((problem) => problem._id),
        ),
        pages: new Map(),
      },
      frozen: null,
      fullRows: new Map(),
      frozenRows: new Map(),
      checkedAt: performance.now(),
      told: false,
    };
    await this.apply(board, rows);
    this.onRanked('full');
    this.boards.set(contest.id, board);
    return board;
  }

  /** Takes in new or changed submissions, re-ranks the users they belong to, then the board; answers whether it re-ranked. */
  private async apply(board: Board, submitted: readonly StandingsSubmissionRow[]): Promise<boolean> {
    board.watermark = newestOf(submitted, board.watermark);
    const rows = board.contest.teams ? await this.asTeams(board, submitted) : submitted;
    const touched = new Set<string>();
    for (const row of rows) {
      const submissions = board.submissions.get(row.user_id) ?? new Map<string, ContestSubmission>();
      board.submissions.set(row.user_id, submissions);
      submissions.set(row.id, toContestSubmission(row, board.ioi));
      touched.add(row.user_id);
    }
    if (touched.size === 0) return false;
    const unnamed = [...touched].filter((userId) => !board.names.has(userId));
    await Promise.all([
      board.contest.teams ? this.loadTeamNames(board, unnamed) : this.loadNames(board, unnamed),
      this.loadAffiliations(board, unnamed),
    ]);

    const { contest, problemIds } = board;
    const timeline = ContestTimeline.of(contest);
    const window = { startMs: timeline.startMs, endMs: timeline.endMs };
    for (const userId of touched) {
      const row = {
        userId,
        name: board.names.get(userId) ?? 'Unknown',
        staff: board.staff.has(userId),
        problemIds,
        submissions: [...(board.submissions.get(userId)?.values() ?? [])],
        window,
        ioi: board.ioi,
      };
      const team = board.teams.get(userId);
      board.fullRows.set(userId, team ? { ...rankRow(row), team } : rankRow(row));
      if (timeline.freezeFromMs !== null) {
        const frozenRow = rankRow({ ...row, hideFromMs: timeline.freezeFromMs });
        board.frozenRows.set(userId, team ? { ...frozenRow, team } : frozenRow);
      }
    }
    board.full = rank([...board.fullRows.values()], board.problemIds);
    board.frozen = null;
    return true;
  }

  /** A team contest's submissions as their teams': each row's `user_id` becomes its sender's entrant. */
  private async asTeams(board: Board, rows: readonly StandingsSubmissionRow[]): Promise<StandingsSubmissionRow[]> {
    await this.loadEntrants(board, [...new Set(rows.map((row) => row.user_id))]);
    return rows.map((row) => ({ ...row, user_id: board.entrantOf.get(row.user_id) ?? row.user_id }));
  }

  /**
   * Whose row a person's is: their team's in a team contest, else their own. A reader in no team
   * (a spectator) is looked up again only after NO_TEAM_RECHECK_MS, so a busy board stays cheap.
   */
  private async entrantFor(board: Board, userId: string): Promise<string> {
    if (!board.contest.teams) return userId;
    const known = board.entrantOf.get(userId);
    if (known) return known;
    const nowMs = this.clock();
    if ((board.noTeamUntil.get(userId) ?? -Infinity) > nowMs) return userId;
    await this.loadEntrants(board, [userId]);
    const found = board.entrantOf.get(userId);
    if (found) return found;
    if (board.noTeamUntil.size >= MAX_REMEMBERED_SPECTATORS) board.noTeamUntil.clear();
    board.noTeamUntil.set(userId, nowMs + NO_TEAM_RECHECK_MS);
    return userId;
  }

  /**
   * Each person's team in this contest: the one they registered for, else the one they are in now
   * (a contest switched to teams before its start keeps its earlier registrations), else themself.
   */
  private async loadEntrants(board: Board, userIds: readonly string[]): Promise<void> {
    const unknown = userIds.filter((userId) => !board.entrantOf.has(userId));
    for (let start = 0; start < unknown.length; start += 500) {
      const chunk = unknown.slice(start, start + 500);
      const [registered, current] = await Promise.all([
        this.database
          .selectFrom('contest_participants')
          .select(['user_id', 'team_id'])
          .where('contest_id', '=', board.contest.id)
          .where('user_id', 'in', chunk)
          .where('team_id', 'is not', null)
          .execute(),
        this.database.selectFrom('team_members').select(['user_id', 'team_id']).where('user_id', 'in', chunk).execute(),
      ]);
      const teamOf = new Map(current.map((row) => [row.user_id, row.team_id]));
      for (const row of registered) if (row.team_id) teamOf.set(row.user_id, row.team_id);
      // Only a team is remembered: a person in none may be put in one later, and register then.
      for (const [userId, teamId] of teamOf) board.entrantOf.set(userId, teamId);
    }
  }

  /**
   * A team contest's row names: the team's, or a person's for a submitter who was in no team; and
   * each team's members (those registered for it in this contest), organisation and country.
   */
  private async loadTeamNames(board: Board, entrantIds: string[]): Promise<void> {
    for (let start = 0; start < entrantIds.length; start += 500) {
      const chunk = entrantIds.slice(start, start + 500);
      const [teams, members] = await Promise.all([
        this.database
          .selectFrom('teams')
          .leftJoin('organizations', 'organizations.id', 'teams.organization_id')
          .select(['teams.id', 'teams.name', 'organizations.name as organization', 'organizations.country'])
          .where('teams.id', 'in', chunk)
          .execute(),
        this.database
          .selectFrom('contest_participants')
          .innerJoin('users', 'users.id', 'contest_participants.user_id')
          .select(['contest_participants.team_id', 'users.handle'])
          .where('contest_participants.contest_id', '=', board.contest.id)
          .where('contest_participants.team_id', 'in', chunk)
          .orderBy('users.handle')
          .execute(),
      ]);
      for (const team of teams) {
        board.names.set(team.id, team.name);
        board.teams.set(team.id, {
          members: members.filter((member) => member.team_id === team.id).map((member) => member.handle),
          organization: team.organization,
          country: team.country,
        });
      }
    }
    await this.loadNames(
      board,
      entrantIds.filter((id) => !board.names.has(id)),
    );
  }

  /**
   * The rows' categories and organisations: in a team contest each team's, otherwise each person's
   * team's. Read once per row, like the names; an edit of a team shows after the board is rebuilt.
   */
  private async loadAffiliations(board: Board, entrantIds: readonly string[]): Promise<void> {
    for (let start = 0; start < entrantIds.length; start += 500) {
      const chunk = entrantIds.slice(start, start + 500);
      const teams = this.database
        .selectFrom('teams')
        .leftJoin('categories', 'categories.id', 'teams.category_id')
        .leftJoin('organizations', 'organizations.id', 'teams.organization_id')
        .select([
          'teams.category_id',
          'categories.name as category_name',
          'categories.hidden',
          'teams.organization_id',
          'organizations.name as organization_name',
          'organizations.country',
        ]);
      const rows = board.contest.teams
        ? await teams.select('teams.id as entrant').where('teams.id', 'in', chunk).execute()
        : await teams
            .innerJoin('team_members', 'team_members.team_id', 'teams.id')
            .select('team_members.user_id as entrant')
            .where('team_members.user_id', 'in', chunk)
            .execute();
      for (const row of rows) {
        const hidden = Number(row.hidden ?? 0) === 1;
        board.affiliations.set(row.entrant, {
          categoryId: row.category_id,
          categoryName: row.category_name,
          hidden,
          organizationId: row.organization_id,
          organizationName: row.organization_name,
          country: row.country,
        });
        if (hidden) board.anyHidden = true;
      }
    }
  }

  /**
   * The ranking as this reader asked for it: only one category's or organisation's rows, ranked
   * among themselves (each category's own ranks), and without a hidden category's rows for anyone
   * but the jury. Kept beside the ranking it narrows, so it goes when that ranking is replaced.
   */
  private narrowed(board: Board, ranking: Ranking, filter: BoardFilter & { hideHidden: boolean }): Ranking {
    const hide = filter.hideHidden && board.anyHidden;
    if (!hide && !filter.category && !filter.organization) return ranking;
    const key = `${hide ? 1 : 0}|${filter.category ?? ''}|${filter.organization ?? ''}`;
    let byKey = this.narrowings.get(ranking);
    if (!byKey) {
      byKey = new Map();
      this.narrowings.set(ranking, byKey);
    }
    const cached = byKey.get(key);
    if (cached) return cached;
    const rows = ranking.rows.filter((row) => {
      const affiliation = board.affiliations.get(row.userId);
      if (hide && affiliation?.hidden) return false;
      return matchesFilter(affiliation, filter);
    });
    const narrowed = rank(rows, board.problemIds);
    if (byKey.size >= CACHED_NARROWINGS_PER_RANKING) byKey.delete(byKey.keys().next().value as string);
    byKey.set(key, narrowed);
    return narrowed;
  }

  private async loadNames(board: Board, userIds: string[]): Promise<void> {
    // Chunks keep the IN list within every database's parameter limit.
    for (let start = 0; start < userIds.length; start += 500) {
      const users = await this.database
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'role'])
        .where('id', 'in', userIds.slice(start, start + 500))
        .execute();
      for (const user of users) {
        board.names.set(user.id, [user.first_name, user.last_name].filter(Boolean).join(' '));
        if (isAdminRole(user.role)) board.staff.add(user.id);
      }
    }
  }
}
