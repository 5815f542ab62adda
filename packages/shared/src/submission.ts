import type { SubmissionGroupResult } from './scoring.js';
import { VERDICTS } from './verdicts.js';

export const SUBMISSION_STATUSES = ['pending', 'accepted', 'wrong', 'error'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Judge0 status id of a passed test (docs/product.md §9), from the verdict table. */
export const STATUS_ID_ACCEPTED = VERDICTS.accepted.statusId;

/** Largest accepted source, in bytes. */
export const MAX_SOURCE_BYTES = 64 * 1024;

/** A stored submission as both apps hold it; the API answers it as `SubmissionView` (see api-edge.ts). */
export type Submission = {
  _id: string;
  problemId: string;
  language: string;
  status: SubmissionStatus;
  /** seconds */
  runtime: number;
  /** kB */
  memory: number;
  testCasesPassed: number;
  testCasesTotal: number;
  errorMessage: string | null;
  code: string;
  createdAt: string;
  /** The verdict's name (verdicts.ts), the first failing test's; a scored problem's may be PARTIALLY_ACCEPTED. */
  verdict?: string | null;
  /** Only when submitted with a contestId: whether it counted, and if not, why (docs/contests.md). */
  countedForContest?: boolean;
  contestNote?: string | null;
  /** Scored problems only: the score, the problem's full score and each group's result (left out otherwise). */
  score?: number;
  maxScore?: number;
  groups?: SubmissionGroupResult[];
  /** Rejudged submissions only: the verdict before the rejudge and when it was sent back (left out otherwise). */
  previousVerdict?: string | null;
  previousStatus?: string | null;
  rejudgedAt?: string;
};

/** A stored submission as the API answers it: also under the submit answer's original spellings (docs/product.md §3). */
export type SubmissionView = Submission & {
  runTime: number;
  testcasespassed: number;
  totalTestcases: number;
};

/** One example's result of a Run, as both apps hold it; the API answers it as `RunTestResult`. */
export type RunCaseResult = {
  /** Judge0 status id (3 is accepted). */
  statusId: number;
  status?: string;
  /** seconds */
  time: number;
  /** kB */
  memory: number;
  stdin: string;
  expectedOutput: string | null;
  stdout: string;
  stderr: string;
  compileOutput?: string;
  /** True when the server cut stdout, stderr, compileOutput, stdin or expectedOutput to keep the answer small. */
  truncated?: boolean;
  /** A time-out the wall clock ended while the program waited (little CPU time): the wall-clock seconds (waitedText). */
  waitedSeconds?: number;
};

/** The custom-input part of a Run: the caller's input, their output, and the reference solution's. */
export type CustomRunResult = {
  stdin: string;
  stdout: string;
  stderr: string;
  statusId: number;
  expectedOutput: string | null;
  truncated?: boolean;
};

/** A Run as both apps hold it; the API answers it as `RunResult`, in Judge0's spellings. */
export type RunOutcome = {
  success: boolean;
  error: string | null;
  testResults: RunCaseResult[];
  /** Present when the caller sent custom input. */
  custom?: CustomRunResult;
};

/** One example's result as the API answers it (Judge0's spellings: `status_id`, `expected_output`, `compile_output`). */
export type RunTestResult = {
  status_id: number;
  status?: string;
  /** seconds */
  time: number;
  /** kB */
  memory: number;
  stdin: string;
  expected_output: string | null;
  stdout: string;
  stderr: string;
  compile_output?: string;
  /** True when the server cut stdout, stderr, compile_output, stdin or expected_output to keep the answer small. */
  truncated?: boolean;
  /** A time-out the wall clock ended while the program waited (little CPU time): the wall-clock seconds. */
  waitedSeconds?: number;
};

export type RunResult = {
  success: boolean;
  error: string | null;
  testResults: RunTestResult[];
  /** Present when the caller sent custom input: the reference solution's output for it. */
  custom?: {
    stdin: string;
    stdout: string;
    stderr: string;
    status_id: number;
    expectedOutput: string | null;
    truncated?: boolean;
  };
};

/** Realtime judging progress sent to the submitter only. */
export type JudgingProgress = {
  submissionId: string;
  problemId: string;
  /** Set when the submission counts for a contest. */ contestId?: string;
} & (
  | { phase: 'queued' }
  | { phase: 'compiling' }
  | { phase: 'running'; test: number; total: number }
  | { phase: 'done'; status: SubmissionStatus; score?: number; maxScore?: number; groups?: SubmissionGroupResult[] }
);

/** Bytes of a program's output on a test kept for the jury (the start of it; the rest is dropped). */
export const JURY_OUTPUT_BYTES = 64 * 1024;

/** One hidden test's result as the jury reads it (never answered to anyone else: it derives from the test). */
export type JuryTestResult = {
  /** 1-based, in the problem's order of hidden tests. */
  test: number;
  verdict: string;
  /** milliseconds of CPU time */
  timeMs: number;
  /** peak memory in kB */
  memoryKb: number;
  /** The start of what the program printed (at most JURY_OUTPUT_BYTES). */
  output: string;
  outputTruncated: boolean;
  /** A failed test's expected answer, for the diff (its start, as much as the output keeps); absent for a passed test. */
  expected?: string;
  expectedTruncated?: boolean;
};

/** A contest submission as the jury opens it (GET /api/problem/contest/:id/submissions/:submissionId). */
export type JurySubmissionDetail = {
  _id: string;
  contestId: string;
  userId: string;
  name: string;
  problemId: string;
  problemTitle: string;
  /** The problem's letter in the contest ("A", or the contest package's own label). */
  problemLabel: string;
  language: string;
  /** The language's display name from the language table. */
  languageName: string;
  createdAt: string;
  /** Whole minutes since the contest's start when it arrived. */
  contestMinute: number;
  status: SubmissionStatus;
  verdict: string | null;
  errorMessage: string | null;
  code: string;
  testCasesPassed: number;
  testCasesTotal: number;
  /** The tests judged, in order: up to the first failure (every test for a scored problem); empty before this was kept. */
  tests: JuryTestResult[];
};
