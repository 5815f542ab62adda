import { createHash } from 'node:crypto';
import {
  contestStatusAt,
  languageRow,
  normalizeLanguage,
  programLanguage,
  SIMILARITY_MAX_FRAGMENTS,
  SIMILARITY_MAX_PAIRS,
  SIMILARITY_MAX_SOURCE_LENGTH,
  similarityMessages as messages,
  type CodeEntry,
  type SimilarityGroup,
  type SimilarityReport,
  type SimilaritySubmissionRef,
  type SolverLanguage,
} from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { getContest } from '../contests/contests.js';
import type { DolosGroupInput, DolosGroupOutput, DolosLimits } from './dolos-worker.js';
import { completeStartCode } from '../problems/generated-start-code.js';

/** Runs Dolos over groups of sources (dolos-worker.ts's analyzeInWorker, or a test's stand-in). */
export type SimilarityAnalyzer = (groups: DolosGroupInput[], limits: DolosLimits) => Promise<DolosGroupOutput[]>;

type Candidate = SimilaritySubmissionRef & { code: string };
type PendingGroup = Omit<SimilarityGroup, 'pairs' | 'sources' | 'compared'> & {
  candidates: Candidate[];
  template: string | null;
};

const CACHED_REPORTS = 16;

/**
 * The jury's similarity report of an ended contest (docs/contests.md#similarity-report). Dolos's
 * results are kept in memory by a hash of exactly what was compared, so opening the page again
 * costs two queries, and a rejudge that changes who has an accepted submission recomputes it.
 * One analysis runs at a time: the machine's cores are the judge's first.
 */
export class SimilarityReports {
  private readonly cache = new Map<string, Promise<DolosGroupOutput[]>>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly analyze: SimilarityAnalyzer) {}

  async report(database: DatabaseHandle, options: { contestId: string; nowMs: number }): Promise<SimilarityReport> {
    const contest = await getContest(database, options.contestId);
    if (contestStatusAt(contest, options.nowMs) !== 'ended') throw new AppError('CONFLICT', messages.notEnded);
    const pending = await pendingGroups(database, contest.id, contest.startTime, contest.endTime);
    const comparable = pending.filter((group) => group.candidates.length >= 2);
    const inputs: DolosGroupInput[] = comparable.map((group) => ({
      // The table's grammar for the language; none (Kotlin) compares the text.
      grammar: languageRow(group.language).similarity,
      sources: group.candidates.map((candidate) => candidate.code),
      template: group.template,
    }));
    const outputs = inputs.length === 0 ? [] : await this.analyzed(inputs);
    const groups = pending.map((group): SimilarityGroup => {
      const output = outputs[comparable.indexOf(group)];
      const skipped = [...group.skipped];
      if (output && 'error' in output)
        skipped.push(...group.candidates.map((candidate) => ({ ...refOf(candidate), reason: output.error })));
      const pairs =
        output && 'pairs' in output
          ? output.pairs
              .filter((pair) => pair.similarity > 0)
              .map((pair) => ({
                left: refOf(group.candidates[pair.left]!),
                right: refOf(group.candidates[pair.right]!),
                similarity: pair.similarity,
                longestFragment: pair.longest,
                fragments: pair.fragments.map((fragment) => ({
                  left: { startLine: fragment.left[0], endLine: fragment.left[1] },
                  right: { startLine: fragment.right[0], endLine: fragment.right[1] },
                })),
              }))
          : [];
      const named = new Set(pairs.flatMap((pair) => [pair.left.submissionId, pair.right.submissionId]));
      const sources = Object.fromEntries(
        group.candidates
          .filter((candidate) => named.has(candidate.submissionId))
          .map((candidate) => [candidate.submissionId, candidate.code]),
      );
      return {
        problemId: group.problemId,
        problemTitle: group.problemTitle,
        language: group.language,
        // Every candidate was looked at, a lone one too (it had nothing to be compared with),
        // unless Dolos failed on the group, which leaves them all in `skipped`.
        compared: output && 'error' in output ? 0 : group.candidates.length,
        skipped,
        pairs,
        sources,
      };
    });
    return { contestId: contest.id, generatedAt: new Date(options.nowMs).toISOString(), groups };
  }

  private analyzed(inputs: DolosGroupInput[]): Promise<DolosGroupOutput[]> {
    const key = createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
    const cached = this.cache.get(key);
    if (cached) return cached;
    const limits = { maxPairs: SIMILARITY_MAX_PAIRS, maxFragments: SIMILARITY_MAX_FRAGMENTS };
    const result = this.queue.then(() => this.analyze(inputs, limits));
    this.queue = result.catch(() => undefined);
    this.cache.set(key, result);
    // A failure is not remembered: the next request tries again.
    result.catch(() => this.cache.delete(key));
    while (this.cache.size > CACHED_REPORTS) this.cache.delete(this.cache.keys().next().value!);
    return result;
  }
}

function refOf(candidate: Candidate): SimilaritySubmissionRef {
  return { userId: candidate.userId, name: candidate.name, submissionId: candidate.submissionId };
}

/**
 * Per problem (in contest order) and language: each registered contestant's (in a team contest,
 * each team's) last accepted submission made while the contest ran (a virtual run's, after the end, is not theirs to answer
 * for here), and the problem's start code in that language.
 */
async function pendingGroups(
  database: DatabaseHandle,
  contestId: string,
  startTime: string,
  endTime: string,
): Promise<PendingGroup[]> {
  const problems = await database
    .selectFrom('contest_problems')
    .innerJoin('problems', 'problems.id', 'contest_problems.problem_id')
    .select(['problems.id', 'problems.title', 'problems.start_code', 'problems.checker'])
    .where('contest_problems.contest_id', '=', contestId)
    .orderBy('contest_problems.position')
    .execute();
  const submissions = await database
    .selectFrom('submissions')
    .innerJoin('contest_participants', (join) =>
      join
        .onRef('contest_participants.user_id', '=', 'submissions.user_id')
        .onRef('contest_participants.contest_id', '=', 'submissions.contest_id'),
    )
    .innerJoin('users', 'users.id', 'submissions.user_id')
    // In a team contest a team answers for its members' code: one candidate per team, so teammates are never a pair.
    .leftJoin('teams', 'teams.id', 'contest_participants.team_id')
    .select([
      'contest_participants.team_id',
      'teams.name as team_name',
      'submissions.id',
      'submissions.user_id',
      'submissions.problem_id',
      'submissions.language',
      'submissions.code',
      'users.first_name',
      'users.last_name',
      'users.handle',
    ])
    .where('submissions.contest_id', '=', contestId)
    .where('submissions.status', '=', 'accepted')
    .where('submissions.created_at', '>=', startTime)
    .where('submissions.created_at', '<=', endTime)
    .orderBy('submissions.created_at')
    .orderBy('submissions.id')
    .execute();

  const latest = new Map<string, (typeof submissions)[number] & { solverLanguage: SolverLanguage }>();
  for (const row of submissions) {
    // A dialect's submissions are compared with its language's: PyPy's with Python's.
    const normalized = normalizeLanguage(row.language);
    const solverLanguage = normalized && programLanguage(normalized);
    if (solverLanguage !== null)
      latest.set(`${row.problem_id}\n${solverLanguage}\n${row.team_id ?? row.user_id}`, { ...row, solverLanguage });
  }

  const groups: PendingGroup[] = [];
  for (const problem of problems) {
    // What each language's editor opened on, generated skeletons included: left out of the comparison.
    const startCode = completeStartCode(JSON.parse(problem.start_code) as CodeEntry[], {
      interactive: (JSON.parse(problem.checker) as { kind: string }).kind === 'interactive',
    });
    const ofProblem = [...latest.values()].filter((row) => row.problem_id === problem.id);
    const languages = [...new Set(ofProblem.map((row) => row.solverLanguage))].sort();
    for (const language of languages) {
      const group: PendingGroup = {
        problemId: problem.id,
        problemTitle: problem.title,
        language,
        skipped: [],
        candidates: [],
        template: startCode.find((entry) => normalizeLanguage(entry.language) === language)?.code.trim() || null,
      };
      for (const row of ofProblem.filter((candidate) => candidate.solverLanguage === language)) {
        const person = [row.first_name, row.last_name].filter(Boolean).join(' ') || row.handle || 'Unknown';
        const candidate: Candidate = {
          userId: row.team_id ?? row.user_id,
          name: row.team_id ? `${row.team_name ?? 'Unknown team'} (${person})` : person,
          submissionId: row.id,
          code: row.code,
        };
        if (row.code.length > SIMILARITY_MAX_SOURCE_LENGTH)
          group.skipped.push({ ...refOf(candidate), reason: messages.tooLong });
        else group.candidates.push(candidate);
      }
      groups.push(group);
    }
  }
  return groups;
}
