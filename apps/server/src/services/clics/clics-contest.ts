import type { ContestStatus } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { findContest, type Contest } from '../contests/contests.js';
import { listClicsClarifications, type ClicsClarification } from './clics-clarifications.js';
import { clicsContestObject } from './clics-contest-object.js';
import { clicsGroups, clicsOrganizations } from './clics-affiliations.js';
import { clarificationsOfTeams, clicsEntrants } from './clics-entrants.js';
import { clicsJudgements, judgedSubmissions } from './clics-judgements.js';
import { clicsJudgementTypes } from './clics-judgement-types.js';
import { clicsLanguages } from './clics-languages.js';
import { clicsMemoryLimits, clicsProblems } from './clics-problems.js';
import { clicsReading } from './clics-reading.js';
import { loadClicsRows } from './clics-rows.js';
import { clicsRuns } from './clics-runs.js';
import { clicsScoreboard } from './clics-scoreboard.js';
import { clicsStates } from './clics-state.js';
import { clicsSubmissions } from './clics-submissions.js';
import type { ClicsObject, ClicsState, ClicsViewer, Timed } from './clics-types.js';

export type { ClicsObject, ClicsState, ClicsViewer, Timed } from './clics-types.js';

/**
 * One contest as the CLICS Contest API (ccs-specs 2023-06) shows it to one kind of reader. Admins
 * see everything; everyone else sees what a visitor of the contest screens may see: no source
 * code, no runs (they are derived from hidden tests), no results of submissions made in the frozen
 * period until the contest ends, and no problems before the start. Each collection has its
 * builder in a file of its own beside this one; this composes them.
 */
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
  groups: Timed<ClicsObject>[];
  organizations: Timed<ClicsObject>[];
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
  const reading = clicsReading(contest, options.viewer, options.nowMs);
  const rows = await loadClicsRows(database, contestId);
  const { teams, submissionRows, affiliations, teamOfUser } = await clicsEntrants(database, reading, rows);

  const problems = await clicsProblems(database, reading, rows.problemRows);
  const shownProblemIds = new Set(problems.map((problem) => problem.object.id));
  const judged = judgedSubmissions(reading, submissionRows, shownProblemIds);
  const { states, state } = clicsStates(reading, submissionRows);

  return {
    contest,
    status: reading.timeline.status(reading.nowMs),
    nowMs: reading.nowMs,
    freezeFromMs: reading.timeline.freezeFromMs,
    memoryLimitsMb: clicsMemoryLimits(rows.problemRows, problems),
    contestObject: clicsContestObject(contest),
    judgementTypes: clicsJudgementTypes(),
    languages: clicsLanguages(options.offeredLanguages),
    problems,
    groups: clicsGroups(teams, affiliations),
    organizations: clicsOrganizations(teams, affiliations),
    teams,
    submissions: clicsSubmissions(reading, submissionRows, shownProblemIds),
    judgements: clicsJudgements(reading, judged),
    runs: clicsRuns(reading, judged),
    clarifications: clarificationsOfTeams(
      await listClicsClarifications(database, { contest, viewer: options.viewer, nowMs: reading.nowMs }),
      teamOfUser,
    ),
    states,
    state,
    scoreboardRows: await clicsScoreboard(database, reading, { problems, teams, submissionRows }),
  };
}
