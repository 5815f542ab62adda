import { CustomChecker } from './checkers/custom.js';
import { checkBuiltin } from './checkers/builtin-checker.js';
import type { CheckResult } from './checkers/check-result.js';
import {
  CompileCache,
  DEFAULT_COMPILE_LIMITS,
  removeStaleWork,
  type CompileAssets,
  type CompileLimits,
  type CompiledProgram,
} from './compile/compile-cache.js';
import { ensureJavaCompilerArchive } from './compile/java-compiler-archive.js';
import { JAVA_COMPILER_ARCHIVE } from './languages/java.js';
import { FairQueue } from './fair-queue.js';
import { ensurePrecompiledHeader } from './compile/precompiled-header.js';
import { PROGRAM_DIRECTORY, type Language } from './languages/language.js';
import { LANGUAGES, languageById } from './languages/registry.js';
import { startSandbox, type SandboxEnvironment } from './sandbox/sandbox-factory.js';
import type { RunLimits, RunOutcome, SandboxSession } from './sandbox/session.js';
import { prepareSandboxEnvironment, type SandboxOptions } from './sandbox/prepare.js';
import { STATUS, type Status } from './status.js';
import { toolchainVersions } from './languages/versions.js';
import { runStatus } from './verdict.js';
import {
  LANGUAGE_IDS,
  type Checker,
  type JudgeInfo,
  type JudgeRequest,
  type LanguageId,
  type LanguageInfo,
  type RunRequest,
  type SubmissionResult,
  type TestResult,
} from './types.js';

export type JudgeOptions = SandboxOptions & {
  /** Submissions judged at once. Default 1. */
  workers?: number;
  /** Jobs of one owner (JudgeRequest.owner) judged at once. Default: no limit beyond `workers`. */
  perOwnerLimit?: number;
  /** Default output limit per test, in bytes (16 MiB). */
  outputLimitBytes?: number;
  compileLimits?: Partial<CompileLimits>;
  /** Skip the start-up self-tests (they still run on first use of a language's toolchain). Default false. */
  skipSelfTest?: boolean;
  /** Build the C++ precompiled header at start-up (once per compiler version). Default true. */
  precompiledHeader?: boolean;
  /** Build javac's class-data-sharing archive at start-up (once per JDK). Default true. */
  javaCompilerArchive?: boolean;
};

const DEFAULT_OUTPUT_LIMIT_BYTES = 16 << 20;
/**
 * Wall-clock limit per test = CPU limit + this, in milliseconds. A program that sleeps or blocks
 * uses no CPU, so only the wall clock ends it, and it holds a worker all that time; one second
 * covers runtime start-up (JVM, Node) and scheduling delays on a busy machine. See docs/judge.md.
 */
const WALL_ALLOWANCE_MS = 1000;
const SELF_TEST_INPUT = 'codeyard self-test\n1 2 3\n';

type PreparedChecker = {
  check(input: string, expected: string, output: Buffer): Promise<CheckResult>;
  close(): Promise<void>;
};

export class Judge {
  readonly info: JudgeInfo;
  private readonly queue: FairQueue;
  private closed = false;

  private constructor(
    private readonly environment: SandboxEnvironment,
    private readonly compileCache: CompileCache,
    info: JudgeInfo,
    private readonly outputLimitBytes: number,
    perOwnerLimit: number | undefined,
  ) {
    this.info = info;
    this.queue = new FairQueue(info.workers, perOwnerLimit);
  }

  /**
   * Checks the sandbox, then compiles and runs each language's self-test. Throws
   * JudgeUnavailableError (with why and how to fix) if the sandbox cannot start; a broken
   * toolchain only marks its language as not ok.
   */
  static async create(options: JudgeOptions = {}): Promise<Judge> {
    const { environment, cacheDirectory } = await prepareSandboxEnvironment(options);
    await removeStaleWork(cacheDirectory);
    const versions = await toolchainVersions(Object.values(LANGUAGES));
    const assets: CompileAssets = { precompiledHeaderDirectory: null, tools: {} };
    const compileCache = new CompileCache(
      environment,
      cacheDirectory,
      Object.fromEntries(Object.entries(versions).map(([id, info]) => [id, info.version])),
      () => assets,
      { ...DEFAULT_COMPILE_LIMITS, ...options.compileLimits },
    );
    const languages = {} as Record<LanguageId, LanguageInfo>;
    for (const id of LANGUAGE_IDS) languages[id] = versions[id] ?? { ok: false, version: '', error: 'not probed' };

    if (options.precompiledHeader !== false && languages.cpp.ok) {
      try {
        assets.precompiledHeaderDirectory = await ensurePrecompiledHeader(
          environment,
          cacheDirectory,
          languages.cpp.version,
        );
      } catch (error) {
        // C++ still works without it, only slower to compile.
        languages.cpp.error = `precompiled header unavailable: ${(error as Error).message}`;
      }
    }
    if (options.javaCompilerArchive !== false && languages.java.ok) {
      try {
        assets.tools[JAVA_COMPILER_ARCHIVE] = await ensureJavaCompilerArchive(
          environment,
          cacheDirectory,
          languages.java.version,
        );
      } catch (error) {
        languages.java.error = `javac class-data archive unavailable: ${(error as Error).message}`;
      }
    }

    const workers = options.workers ?? 1;
    const info: JudgeInfo = {
      memoryControl: environment.cgroups.mode,
      languages,
      cacheDirectory,
      workers,
      sandboxUid: environment.uid ?? process.getuid?.() ?? -1,
      cgroupDirectories: environment.cgroups.baseDirectories,
    };
    const judge = new Judge(
      environment,
      compileCache,
      info,
      options.outputLimitBytes ?? DEFAULT_OUTPUT_LIMIT_BYTES,
      options.perOwnerLimit,
    );
    if (!options.skipSelfTest) await judge.selfTest();
    return judge;
  }

  /** Judges a submission against tests. Never throws for a bad submission; an Internal Error result says what broke. */
  judge(request: JudgeRequest): Promise<SubmissionResult> {
    const language = this.validate(request);
    return this.queue.run(() => this.judgeNow(language, request), { owner: request.owner, kind: request.kind });
  }

  /** Runs a program once on an input (the "Run" button): no expected output, status Accepted if it ran cleanly. */
  async run(request: RunRequest): Promise<TestResult & { compileOutput: string }> {
    const judgeRequest: JudgeRequest = {
      language: request.language,
      source: request.source,
      tests: [{ input: request.input, expected: '' }],
      timeLimitMs: request.timeLimitMs,
      memoryLimitMb: request.memoryLimitMb,
      outputLimitBytes: request.outputLimitBytes,
    };
    const language = this.validate(judgeRequest);
    const result = await this.queue.run(() => this.judgeNow(language, judgeRequest, { acceptAnyOutput: true }), {
      owner: request.owner,
      kind: 'run',
    });
    const test = result.tests[0];
    if (test) return { ...test, compileOutput: result.compileOutput };
    const status = { id: result.statusId, description: result.status };
    return { ...emptyTest(status, result.message), compileOutput: result.compileOutput };
  }

  async close(): Promise<void> {
    this.closed = true;
    // Let running submissions finish; each closes its own sandboxes.
    while (this.queue.active > 0 || this.queue.pending > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** Compiles (or finds in the cache) without running: used by the package verifier and the benchmark. */
  compile(languageId: LanguageId, source: string): Promise<CompiledProgram> {
    return this.compileCache.compile(languageById(languageId), source);
  }

  private validate(request: JudgeRequest): Language {
    if (this.closed) throw new Error('Judge is closed');
    const language = languageById(request.language);
    if (typeof request.source !== 'string') throw new TypeError('source must be a string');
    if (!Array.isArray(request.tests)) throw new TypeError('tests must be an array');
    for (const [name, value] of [
      ['timeLimitMs', request.timeLimitMs],
      ['memoryLimitMb', request.memoryLimitMb],
    ] as const) {
      if (!Number.isFinite(value) || value <= 0)
        throw new RangeError(`${name} must be a positive number, got ${value}`);
    }
    return language;
  }

  /** `acceptAnyOutput`: a clean run is Accepted without a checker (the Run button has no expected output). */
  private async judgeNow(
    language: Language,
    request: JudgeRequest,
    mode: { acceptAnyOutput?: boolean } = {},
  ): Promise<SubmissionResult> {
    const total = request.tests.length;
    const base: SubmissionResult = {
      statusId: STATUS.accepted.id,
      status: STATUS.accepted.description,
      compileOutput: '',
      tests: [],
      passed: 0,
      total,
      maxTime: 0,
      maxMemory: 0,
    };
    let session: SandboxSession | null = null;
    let checker: PreparedChecker | null = null;
    try {
      request.onProgress?.({ phase: 'compiling' });
      const program = await this.compileCache.compile(language, request.source);
      base.compileOutput = program.output;
      if (!program.ok) return { ...base, ...statusFields(STATUS.compilationError) };

      checker = await this.prepareChecker(request.checker ?? { kind: 'lines' });
      const memoryKb = (request.memoryLimitMb + language.memoryOverheadMb) * 1024;
      const stackKb = request.memoryLimitMb * 1024;
      session = await startSandbox(this.environment, {
        mounts: [{ source: program.directory, target: PROGRAM_DIRECTORY }],
        argv: language.runCommand({ entryPoint: program.entryPoint, memoryLimitMb: request.memoryLimitMb, stackKb }),
        environment: language.environment,
        workingDirectory: '/tmp',
        memoryBytes: memoryKb * 1024,
        processes: language.processes,
      });
      const outputBytes = request.outputLimitBytes ?? this.outputLimitBytes;
      const limits: RunLimits = {
        cpuMs: request.timeLimitMs,
        wallMs: request.timeLimitMs + WALL_ALLOWANCE_MS,
        addressSpaceKb: this.environment.cgroups.mode === 'rlimit' && language.addressSpaceLimit ? memoryKb : 0,
        fileSizeBytes: outputBytes,
        stackKb,
        processes: language.processes,
        openFiles: language.openFiles,
      };

      const stopOnFirstFailure = request.stopOnFirstFailure ?? true;
      for (const [index, test] of request.tests.entries()) {
        request.onProgress?.({ phase: 'running', test: index + 1, total });
        const outcome = await session.run({ stdin: test.input, limits });
        let status = runStatus(outcome, language, { cpuMs: limits.cpuMs, memoryKb, outputBytes });
        let message: string | undefined;
        if (!status && mode.acceptAnyOutput) status = STATUS.accepted;
        if (!status) {
          const checked = await checker.check(test.input, test.expected, outcome.stdout);
          status = checked.accepted ? STATUS.accepted : STATUS.wrongAnswer;
          message = checked.message;
        }
        const result = testResult(outcome, status, message);
        base.tests.push(result);
        base.maxTime = Math.max(base.maxTime, result.time);
        base.maxMemory = Math.max(base.maxMemory, result.memory);
        const firstFailure = status.id !== STATUS.accepted.id && base.statusId === STATUS.accepted.id;
        if (firstFailure) {
          Object.assign(base, statusFields(status));
          if (!test.hidden)
            base.firstFailure = { index, input: test.input, expected: test.expected, actual: result.stdout };
          if (stopOnFirstFailure) break;
        } else if (base.statusId === STATUS.accepted.id) {
          base.passed++;
        }
      }
      return base;
    } catch (error) {
      return { ...base, ...statusFields(STATUS.internalError), message: (error as Error).message };
    } finally {
      await session?.close().catch(() => {});
      await checker?.close().catch(() => {});
    }
  }

  private async prepareChecker(checker: Checker): Promise<PreparedChecker> {
    if (checker.kind === 'custom') return CustomChecker.start(checker, this.compileCache, this.environment);
    return {
      check: async (_input, expected, output) => checkBuiltin(checker, output.toString('utf8'), expected),
      close: async () => {},
    };
  }

  /** Compiles and runs each working toolchain's echo program; a failure marks that language as not ok. */
  private async selfTest(): Promise<void> {
    for (const id of LANGUAGE_IDS) {
      const entry = this.info.languages[id];
      if (!entry.ok) continue;
      const language = LANGUAGES[id];
      const result = await this.judge({
        language: id,
        source: language.selfTestSource,
        tests: [{ input: SELF_TEST_INPUT, expected: SELF_TEST_INPUT }],
        timeLimitMs: 5000,
        memoryLimitMb: 256,
        checker: { kind: 'exact' },
      });
      if (result.statusId !== STATUS.accepted.id) {
        entry.ok = false;
        const detail = result.message ?? (result.compileOutput || result.tests[0]?.stderr || '');
        entry.error = `self-test: ${result.status}${detail ? `: ${detail.slice(0, 500)}` : ''}`;
      }
    }
  }
}

function statusFields(status: Status): { statusId: number; status: string } {
  return { statusId: status.id, status: status.description };
}

/** Seconds with millisecond resolution. */
function seconds(microseconds: number): number {
  return Math.round(microseconds / 1000) / 1000;
}

function testResult(outcome: RunOutcome, status: Status, message?: string): TestResult {
  return {
    ...statusFields(status),
    time: seconds(outcome.cpuMicroseconds),
    wallTime: seconds(outcome.wallMicroseconds),
    memory: outcome.maxRssKb,
    exitCode: outcome.kind === 'exited' ? outcome.exitCode : null,
    signal: outcome.signal,
    stdout: outcome.stdout.toString('utf8'),
    stderr: outcome.stderr.toString('utf8'),
    stderrTruncated: outcome.stderrTotalBytes > outcome.stderr.length,
    ...(message ? { message } : {}),
  };
}

function emptyTest(status: { id: number; description: string }, message?: string): TestResult {
  return {
    statusId: status.id,
    status: status.description,
    time: 0,
    wallTime: 0,
    memory: 0,
    exitCode: null,
    signal: null,
    stdout: '',
    stderr: '',
    stderrTruncated: false,
    ...(message ? { message } : {}),
  };
}
