import type { Generated } from 'kysely';

/**
 * Column types are kept to text, integer and double so that one migration set serves SQLite and
 * PostgreSQL alike: timestamps are ISO-8601 text (sortable), structured fields are JSON text.
 */
export type UsersTable = {
  id: string;
  first_name: string;
  last_name: string | null;
  email: string;
  password_hash: string;
  role: string;
  created_at: string;
  /** Unique, lowercase; migration 014 gave every existing account one, and every new one is created with one. */
  handle: string;
  /** The CLICS id it was imported under (migration 024); rows made any other way leave it out (null). */
  external_id?: string | null;
  /** 1: an admin marked this user a teacher, who may create groups (migration 025; docs/classrooms.md). */
  teacher: Generated<number>;
};

export type SessionsTable = {
  /** sha256 of the cookie token: a stolen database does not yield usable sessions. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
};

export type ProblemsTable = {
  id: string;
  /** Folder name of a seeded package; null for problems made in the admin screens. */
  slug: string | null;
  title: string;
  description: string;
  difficulty: string;
  /** JSON string[] */
  tags: string;
  /** JSON {input, output, explanation}[] */
  visible_tests: string;
  /** JSON {input, output}[] — never sent to non-admins. */
  hidden_tests: string;
  /** JSON {language, code}[] */
  start_code: string;
  /** JSON {language, code}[] */
  reference_code: string;
  time_limit_ms: number;
  memory_limit_mb: number;
  /** JSON Checker of @codeyard/judge */
  checker: string;
  /** Hash of the package it was imported from, so re-imports of unchanged packages do nothing. */
  source_hash: string | null;
  /** 'public', 'contest' or 'reserved' (ProblemVisibility of @codeyard/shared); decided on by services/policy. */
  visibility: string;
  /** JSON TestGroup of @codeyard/judge over the hidden tests (a test's name is its 0-based index); null: pass-fail. Never sent to non-admins. */
  scoring: string | null;
  /** JSON IncludedFiles of @codeyard/judge: what include/ adds to every submission, per folder; null: none. Never sent to non-admins. */
  included_files: string | null;
  /** JSON FunctionSignature of @codeyard/shared/function-problem: a function problem's (LeetCode's form); null: stdin/stdout. */
  function_signature: string | null;
  /** 1: seen only by the members and teachers of the groups problem_groups lists, and admins (migration 025). */
  group_private: Generated<number>;
  created_at: string;
  updated_at: string;
};

export type SubmissionsTable = {
  id: string;
  user_id: string;
  problem_id: string;
  contest_id: string | null;
  language: string;
  code: string;
  status: string;
  /** seconds */
  runtime: number;
  /** kB */
  memory: number;
  tests_passed: number;
  tests_total: number;
  error_message: string | null;
  verdict: string | null;
  created_at: string;
  judged_at: string | null;
  /** Scored problems only (null otherwise): the score, the problem's full score, JSON {name, score, maxScore, verdict}[]. */
  score: number | null;
  max_score: number | null;
  groups: string | null;
  /** A practice submission made during the user's virtual run of this contest (contest_id stays null). */
  virtual_contest_id: string | null;
  /** Set when rejudged: the status and verdict it had before, and when it was sent back to the judge. */
  previous_status: string | null;
  previous_verdict: string | null;
  rejudged_at: string | null;
};

/** One judged hidden test of a submission, for the jury only (migration 021). */
export type SubmissionTestsTable = {
  submission_id: string;
  /** 1-based, in the problem's order of hidden tests. */
  position: number;
  verdict: string;
  time_ms: number;
  memory_kb: number;
  /** The start of the program's output (at most JURY_OUTPUT_BYTES). */
  output: string;
  output_truncated: number;
};

export type SolvedProblemsTable = {
  user_id: string;
  problem_id: string;
  solved_at: string;
};

export type ContestsTable = {
  id: string;
  title: string;
  description: string;
  /** ISO-8601; the contest runs from start through end inclusive. */
  start_time: string;
  end_time: string;
  /** Minutes before the end during which others' new results are hidden (0: no freeze). */
  freeze_minutes: number;
  /** 1: the final standings move ratings. */
  rated: number;
  /** When this rated contest's rating changes were last computed; null: (re)compute once it has ended. */
  ratings_computed_at: string | null;
  /** 'icpc' (the default) or 'ioi' (ContestScoring of @codeyard/shared). */
  scoring: Generated<string>;
  /** IOI only: 'best-submission' (the default) or 'best-per-group' (IoiScoreMode of @codeyard/shared). */
  ioi_score_mode: Generated<string>;
  /** 'auto' (the board unfreezes at the end) or 'manual' (frozen for non-admins until finalized_at). */
  finalize: Generated<string>;
  finalized_at: string | null;
  /** 1: a contest of teams (migration 023; docs/contests.md#team-contests). */
  teams: Generated<number>;
  created_by: string | null;
  created_at: string;
  updated_at: string;
};

/** What one rated contest did to each contestant's rating (derived: recomputed from the standings). */
export type RatingChangesTable = {
  contest_id: string;
  user_id: string;
  rank: number;
  old_rating: number;
  new_rating: number;
};

/** A rated team contest's change of one team's rating (migration 026): teams are rated apart from persons. */
export type TeamRatingChangesTable = {
  contest_id: string;
  team_id: string;
  rank: number;
  old_rating: number;
  new_rating: number;
};

export type ContestProblemsTable = {
  contest_id: string;
  problem_id: string;
  /** 0-based order of the problem in the contest (A, B, C…). */
  position: number;
  /** The contest's own name for the problem (migration 019); null: its position's letter. */
  label: string | null;
  /** Its balloon colour as `#rrggbb` or `#rgb`, and by name (migration 019); null: none given. */
  rgb: string | null;
  color: string | null;
};

export type ContestParticipantsTable = {
  contest_id: string;
  user_id: string;
  registered_at: string;
  /** In a team contest, the team the person took part for (migration 023); null otherwise. */
  team_id: Generated<string | null>;
};

/** A user's own run of an ended contest: it lasts the contest's length from `started_at`. */
export type VirtualParticipationsTable = {
  contest_id: string;
  user_id: string;
  started_at: string;
  /** A team contest's run is its team's: every member it was started for has a row naming the team (migration 026). */
  team_id: Generated<string | null>;
  /** Who started a team's run; null for a person's own run. */
  started_by: Generated<string | null>;
};

/** A contestant's question and the jury's answer, or (no asker) a jury announcement. */
export type ClarificationsTable = {
  id: string;
  contest_id: string;
  /** Null: about the contest in general. */
  problem_id: string | null;
  /** Null for an announcement. */
  from_user_id: string | null;
  /** The question, or the announcement. */
  text: string;
  answer: string | null;
  /** The admin who answered (or who posted an announcement). */
  answered_by: string | null;
  answered_at: string | null;
  /** 1: every reader of the contest sees it (announcements, questions answered to all). */
  to_all: number;
  created_at: string;
};

export type CodeDraftsTable = {
  user_id: string;
  problem_id: string;
  /** A SolverLanguage. */
  language: string;
  code: string;
  updated_at: string;
};

export type VideosTable = {
  problem_id: string;
  /** "local" (DATA_DIR/media) or "cloudinary" */
  storage: string;
  /** File name under DATA_DIR/media, or the Cloudinary public_id. */
  storage_key: string;
  content_type: string;
  size_bytes: number;
  /** seconds */
  duration_seconds: number;
  poster_key: string | null;
  uploaded_by: string | null;
  uploaded_at: string;
};

/** A Cloudinary public_id issued by GET /video/create for one problem; /video/save accepts only these. */
export type VideoUploadTicketsTable = {
  public_id: string;
  problem_id: string;
  issued_at: string;
  /** The admin who asked for it (local storage records them as the uploader). */
  issued_by: string | null;
  /** Local storage: the file posted to upload_url, under DATA_DIR/media, until /video/save records it. */
  staged_key: string | null;
  staged_content_type: string | null;
  staged_size_bytes: number | null;
  staged_duration_seconds: number | null;
};

export type PaymentOrdersTable = {
  /** Razorpay order id (order_…) */
  id: string;
  user_id: string;
  /** paise */
  amount: number;
  currency: string;
  receipt: string;
  /** Razorpay payment id once paid; unique, so one payment pays one order. */
  payment_id: string | null;
  created_at: string;
  paid_at: string | null;
};

export type EditorialGrantsTable = {
  id: string;
  user_id: string;
  /** "payment" (verified in the browser), "webhook" or "admin" */
  source: string;
  order_id: string | null;
  payment_id: string | null;
  /** paise */
  amount: number | null;
  currency: string | null;
  granted_by: string | null;
  granted_at: string;
};

export type CommentsTable = {
  id: string;
  problem_id: string;
  user_id: string;
  /** Set on replies: the comment replied to (one level only). */
  parent_id: string | null;
  /** Markdown as written; rendered sanitised by the web app. */
  content: string;
  /** 1: contains a solution, shown collapsed. */
  spoiler: number;
  created_at: string;
};

export type CommentLikesTable = {
  comment_id: string;
  user_id: string;
  created_at: string;
};

export type ChatMessagesTable = {
  id: string;
  user_id: string;
  problem_id: string;
  /** "user" or "model" (docs/product.md §3). */
  role: string;
  text: string;
  position: number;
  created_at: string;
};

/** The problem each seed package folder became (null once an admin deleted it), from which files. */
export type SeededPackagesTable = {
  folder: string;
  problem_id: string | null;
  source_hash: string;
  /** Names, sizes and modification times of the folder's files at that import (null before migration 010). */
  files_fingerprint: string | null;
  seeded_at: string;
};

export type AiUsageTable = {
  user_id: string;
  /** UTC date, YYYY-MM-DD. */
  day: string;
  requests: number;
};

/** An organisation teams belong to (a university, a company): CLICS `organizations`. */
export type OrganizationsTable = {
  id: string;
  name: string;
  formal_name: string;
  /** ISO 3166-1 alpha-3, or null. */
  country: string | null;
  logo_url: string | null;
  created_at: string;
  /** The CLICS id it was imported under (migration 024); rows made any other way leave it out (null). */
  external_id?: string | null;
};

/** A kind of team (students, professionals, observers): CLICS `groups`. */
export type CategoriesTable = {
  id: string;
  name: string;
  /** 1: its teams are left off public boards. */
  hidden: number;
  created_at: string;
  /** The CLICS id it was imported under (migration 024); rows made any other way leave it out (null). */
  external_id?: string | null;
};

export type TeamsTable = {
  id: string;
  name: string;
  organization_id: string | null;
  category_id: string | null;
  created_at: string;
  updated_at: string;
  /** The CLICS id it was imported under (migration 024); rows made any other way leave it out (null). */
  external_id?: string | null;
};

/** A person is in at most one team: keyed by the user. */
export type TeamMembersTable = {
  user_id: string;
  team_id: string;
  added_at: string;
};

/** A teacher's class (migration 025; docs/classrooms.md). */
export type GroupsTable = {
  id: string;
  name: string;
  teacher_id: string;
  /** JOIN_CODE_LENGTH characters of JOIN_CODE_ALPHABET (@codeyard/shared), unique; shown grouped with a dash. */
  join_code: string;
  created_at: string;
  updated_at: string;
};

export type GroupMembersTable = {
  group_id: string;
  user_id: string;
  joined_at: string;
};

export type AssignmentsTable = {
  id: string;
  group_id: string;
  title: string;
  /** ISO-8601; a solve at or before it is on time. */
  due_at: string;
  created_at: string;
  updated_at: string;
};

export type AssignmentProblemsTable = {
  assignment_id: string;
  problem_id: string;
  /** 0-based order in the assignment. */
  position: number;
};

/** The groups a private problem (problems.group_private 1) is shown to. */
export type ProblemGroupsTable = {
  problem_id: string;
  group_id: string;
  added_at: string;
};

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  problems: ProblemsTable;
  submissions: SubmissionsTable;
  submission_tests: SubmissionTestsTable;
  solved_problems: SolvedProblemsTable;
  contests: ContestsTable;
  contest_problems: ContestProblemsTable;
  contest_participants: ContestParticipantsTable;
  rating_changes: RatingChangesTable;
  team_rating_changes: TeamRatingChangesTable;
  clarifications: ClarificationsTable;
  virtual_participations: VirtualParticipationsTable;
  code_drafts: CodeDraftsTable;
  videos: VideosTable;
  video_upload_tickets: VideoUploadTicketsTable;
  payment_orders: PaymentOrdersTable;
  editorial_grants: EditorialGrantsTable;
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  chat_messages: ChatMessagesTable;
  ai_usage: AiUsageTable;
  seeded_packages: SeededPackagesTable;
  organizations: OrganizationsTable;
  categories: CategoriesTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  assignments: AssignmentsTable;
  assignment_problems: AssignmentProblemsTable;
  problem_groups: ProblemGroupsTable;
};
