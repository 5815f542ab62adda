import type { SolverLanguage } from '@codeyard/shared';
import type { JobKind } from './fair-queue.js';

/**
 * A language's id: its row in the language table (packages/shared/src/languages.ts), where it says
 * whether setup installs it (a judge without it is broken) or it is installed on demand (`npm run
 * judge -- install <language…|all>`) and offered only once its toolchain passes its self-test.
 */
export type LanguageId = SolverLanguage;

export type Checker =
  | { kind: 'lines' }
  | { kind: 'exact' }
  | {
      kind: 'tokens';
      caseSensitive?: boolean;
      spaceChangeSensitive?: boolean;
      floatAbsoluteTolerance?: number;
      floatRelativeTolerance?: number;
    }
  /** A Kattis output validator: `validator input answer feedback_dir < output`, exit 42 accepted, 43 wrong answer. */
  | ({ kind: 'custom' } & OutputValidatorProgram)
  /**
   * An interactive problem: the validator (interactor) talks with the submission, its stdout being
   * the submission's stdin and the other way round, and then exits 42 or 43.
   */
  | ({ kind: 'interactive' } & OutputValidatorProgram);

/** A Kattis output validator's program. `files` are extra files compiled beside it (headers such as validate.h). */
export type OutputValidatorProgram = {
  language: LanguageId;
  source: string;
  files?: Record<string, string>;
  /**
   * Multi-pass problems: at most this many runs of the submission per test. After an accepted pass
   * the validator may write `nextpass.in` to its feedback directory, the next pass's input. Default 1.
   */
  passes?: number;
};

export type TestCase = {
  input: string;
  expected: string;
  /** Hidden tests never appear in `firstFailure`. Default false. */
  hidden?: boolean;
};

/** `test` is 1-based. */
export type JudgeProgress = { phase: 'compiling' } | { phase: 'running'; test: number; total: number };

export type TestResult = {
  statusId: number;
  status: string;
  /** CPU time in seconds, millisecond resolution. */
  time: number;
  /** Wall-clock time in seconds, millisecond resolution. */
  wallTime: number;
  /** Peak resident memory in kB. */
  memory: number;
  exitCode: number | null;
  signal: number | null;
  stdout: string;
  /** Capped (64 kB by default); `stderrTruncated` says whether more was written. */
  stderr: string;
  stderrTruncated: boolean;
  /** A checker's or the judge's explanation, when it has one (an output validator's judgemessage.txt: for admins). */
  message?: string;
  /** What an output validator wrote for the submitter (teammessage.txt). */
  teamMessage?: string;
};

export type SubmissionResult = {
  statusId: number;
  status: string;
  compileOutput: string;
  tests: TestResult[];
  /** Tests passed before the first failure. */
  passed: number;
  total: number;
  /** Largest CPU time of a test in seconds. */
  maxTime: number;
  /** Largest peak memory of a test in kB. */
  maxMemory: number;
  firstFailure?: { index: number; input: string; expected: string; actual: string };
  /** Why an Internal Error happened. */
  message?: string;
};

export type JudgeRequest = {
  language: LanguageId;
  source: string;
  tests: TestCase[];
  /** CPU time per test in milliseconds. */
  timeLimitMs: number;
  /** Memory per test in MiB. */
  memoryLimitMb: number;
  checker?: Checker;
  /** Default true: stop at the first test that fails. */
  stopOnFirstFailure?: boolean;
  /**
   * Interactive problems: record each test's dialogue as its `stdout` (a Kattis .interaction
   * transcript) by relaying it through the sandbox, for the Run button. Judging does not need it.
   */
  recordInteraction?: boolean;
  /** Bytes of stdout (and of any file) a test may write. Default from the judge's options. */
  outputLimitBytes?: number;
  onProgress?: (progress: JudgeProgress) => void;
  /** Whose job this is (a user id or any opaque key), for fair scheduling between owners. Default: one shared owner. */
  owner?: string;
  /** 'run' (someone is waiting at the Run button) goes ahead of 'submit'. Default 'submit'. */
  kind?: JobKind;
};

export type RunRequest = {
  language: LanguageId;
  source: string;
  input: string;
  /** CPU time in milliseconds. */
  timeLimitMs: number;
  /** Memory in MiB. */
  memoryLimitMb: number;
  outputLimitBytes?: number;
  /** As in JudgeRequest; a run's kind is always 'run'. */
  owner?: string;
};

export type MemoryControl = 'cgroup-v2' | 'cgroup-v1' | 'rlimit';

/**
 * `ok`: the toolchain was found (and, unless self-tests were skipped, passed its self-test).
 * `error` says why not, or what degraded (e.g. no precompiled header). `optional`: installed on demand (the language table's `optional`).
 */
export type LanguageInfo = { ok: boolean; version: string; error?: string; optional?: boolean };

export type JudgeInfo = {
  memoryControl: MemoryControl;
  languages: Record<LanguageId, LanguageInfo>;
  /** Where compiled programs, the supervisor and the precompiled header are kept. */
  cacheDirectory: string;
  workers: number;
  /** Uid the sandboxed programs run as on the host. */
  sandboxUid: number;
  /** Directories under which the judge creates one cgroup per sandbox (empty without cgroups). */
  cgroupDirectories: string[];
};
