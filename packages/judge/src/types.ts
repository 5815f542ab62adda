import type { SolverLanguage } from '@codeyard/shared/languages';
import type { FunctionSignature } from '@codeyard/shared/function-problem';
import type { JobKind } from './fair-queue.js';

/**
 * A language's id: its row in the language table (packages/shared/src/languages.ts), where it says
 * whether setup installs it (a judge without it is broken) or it is installed on demand (`npm run
 * judge -- install <language…|all>`) and offered only once its toolchain passes its self-test.
 */
export type LanguageId = SolverLanguage;

/**
 * Not a language: a program folder with its own `build` and/or `run` scripts (Kattis 2025-09),
 * built by `build` in the sandbox and started as `run` (languages/build-run.ts).
 */
export const BUILD_RUN = 'build-run';
/** What a program is written in: one of the judge's languages, or its own build and run scripts. */
export type ProgramLanguage = LanguageId | typeof BUILD_RUN;

/**
 * A program's code: one source, or a folder. A folder's files keep their names (they include,
 * import and name each other): `sourceName` is its main file's (the entry point, or a build-run
 * folder's `build`, else `run`), and `files` holds the rest by path relative to the folder. A
 * folder is compiled with all its sources of its language and runs with the folder (its files and
 * what the compiler made, read-only) as its working directory, as the format says.
 */
export type ProgramSource = {
  language: ProgramLanguage;
  source: string;
  /** The main file's name in its folder; without it the program is one file, named as its language names it (main.cpp, the public class's .java). */
  sourceName?: string;
  /** The folder's other files: headers, more sources, data files, a package's included files. */
  files?: Record<string, string>;
};

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
  /** A function problem's returned value (the driver's JSON line), compared as its signature says. */
  | { kind: 'value'; signature: FunctionSignature }
  | ({ kind: 'custom' } & OutputValidatorProgram)
  /**
   * An interactive problem: the validator (interactor) talks with the submission, its stdout being
   * the submission's stdin and the other way round, and then exits 42 or 43 (or, testlib's, 0 or 1…).
   */
  | ({ kind: 'interactive' } & OutputValidatorProgram & {
        /**
         * A testlib interactor's checker (Polygon's): after an accepted interaction it reads the
         * input, the interactor's output file (as the output) and the answer, and has the last word.
         */
        afterInteraction?: OutputValidatorProgram;
      });

/**
 * A Kattis output validator's program: one source (`files` then only headers compiled beside it,
 * such as validate.h), or a folder (see ProgramSource), possibly with build and run scripts.
 */
export type OutputValidatorProgram = ProgramSource & {
  /**
   * Arguments after `feedback_dir` on every test (a legacy package's problem.yaml `validator_flags`,
   * or `output_validator_args` that every test shares); a test's own `validatorArguments` follow them.
   */
  arguments?: string[];
  /**
   * Multi-pass problems: at most this many runs of the submission per test. After an accepted pass
   * the validator may write `nextpass.in` to its feedback directory, the next pass's input. Default 1.
   */
  passes?: number;
  /**
   * How the program is called and what its exit code means. 'kattis' (the default): as above.
   * 'testlib' (Polygon's checkers and interactors, built with testlib.h): a checker is called
   * `checker input output answer`, an interactor `interactor input output_file answer`; exit 0
   * accepted, 1 wrong answer, 2 presentation error (wrong answer), 7 accepted with the points it
   * printed, 3 (FAIL) or anything else a judge error. See checkers/testlib-verdict.ts.
   */
  protocol?: 'kattis' | 'testlib';
};

export type TestCase = {
  input: string;
  expected: string;
  /** Hidden tests never appear in `firstFailure`. Default false. */
  hidden?: boolean;
  /**
   * This test's `output_validator_args` (Kattis): the default validator's flags for a `tokens`
   * checker (`float_tolerance 1e-6`…), further arguments for an output validator or interactor.
   */
  validatorArguments?: string[];
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
  /**
   * A time-out because the wall clock ran out while the CPU time was under its limit: the
   * program was waiting (for input, an interactor's answer to an unflushed question, a sleep).
   */
  waited?: true;
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
  /**
   * Points a testlib checker gave this test (exit code 7): a scored problem counts them as the
   * test's score instead of its points (see scoring/test-groups.ts). The status is then Accepted.
   */
  points?: number;
  /** A testlib interactor's output file, when the request asked to keep it (Polygon makes answers from it). */
  interactorOutput?: string;
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
  /** Why the judge failed (an internal error). */
  message?: string;
};

/**
 * A function problem (LeetCode's form): `source` is only the function, which the language's driver
 * (functions/) makes a program of; tests are typed values and the checker compares returned values.
 */
export type FunctionRequest = { function?: FunctionSignature };

export type JudgeRequest = ProgramSource &
  FunctionRequest & {
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
    /**
     * Interactive problems with a testlib interactor: keep each test's interactor output file as
     * `interactorOutput`. Only a package's preparation asks (the main solution's run makes the answers).
     */
    keepInteractorOutput?: boolean;
    /** Bytes of stdout (and of any file) a test may write. Default from the judge's options. */
    outputLimitBytes?: number;
    onProgress?: (progress: JudgeProgress) => void;
    /** Whose job this is (a user id or any opaque key), for fair scheduling between owners. Default: one shared owner. */
    owner?: string;
    /** 'run' (someone is waiting at the Run button) goes ahead of 'submit'. Default 'submit'. */
    kind?: JobKind;
  };

export type RunRequest = ProgramSource &
  FunctionRequest & {
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
