import type { DatabaseHandle } from '../../db/database.js';

/** A submission that counted for the contest, oldest first. */
export type SubmissionRow = {
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

export type ClicsRows = Awaited<ReturnType<typeof loadClicsRows>>;
/** A contest problem as the CLICS builders read it, in contest order. */
export type ClicsProblemRow = ClicsRows['problemRows'][number];
/** A registered participant: a CLICS team, or in a team contest a member of one. */
export type ClicsParticipantRow = ClicsRows['participantRows'][number];

/** The rows several collections are built from, read at once. */
export async function loadClicsRows(database: DatabaseHandle, contestId: string) {
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
      .select([
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.handle',
        'contest_participants.registered_at',
        // In a team contest, the team they took part for (clics-entrants.ts).
        'contest_participants.team_id',
      ])
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
  return { problemRows, participantRows, submissionRows };
}
