

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
  /** JSON {language, initialcode}[] */
  start_code: string;
  /** JSON {language, completecode}[] */
  reference_code: string;
  time_limit_ms: number;
  memory_limit_mb: number;
  /** JSON Checker of @codeyard/judge */
  checker: string;
  /** Hash of the package it was imported from, so re-imports of unchanged packages do nothing. */
  source_hash: string | null;
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
};

export type SolvedProblemsTable = {
  user_id: string;
  problem_id: string;
  solved_at: string;
};

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  problems: ProblemsTable;
  submissions: SubmissionsTable;
  solved_problems: SolvedProblemsTable;
};
