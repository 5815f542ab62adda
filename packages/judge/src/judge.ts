import {
  INTERACTOR_OUTPUT_FILE,
  OutputValidatorPool,
  PIPES_DIRECTORY,
  type OutputValidator,
  type ValidatorVerdict,
} from './checkers/custom.js';
import { checkBuiltin } from './checkers/builtin-checker.js';
import { parseValidatorArguments } from './package/validator-flags.js';
import { dialogueStatus } from './interaction/interactive-status.js';
import { createPipes } from './interaction/pipes.js';
import {
  CompileCache,
  DEFAULT_COMPILE_LIMITS,
  removeStaleWork,
  type CompileAssets,
  type CompileLimits,
  type CompiledProgram,
} from './compile/compile-cache.js';
import { JudgeClosingError, LanguageUnavailableError } from './errors.js';
import { FairQueue } from './fair-queue.js';
import {
  isOptional,
  PROGRAM_DIRECTORY,
  type Language,
  type PrepareContext,
  type ProgramRecipe,
} from './languages/language.js';
import { judgeLanguages, languageById, programRecipe } from './languages/registry.js';
import { startSandbox, type SandboxEnvironment } from './sandbox/sandbox-factory.js';
import type { Mount } from './sandbox/bubblewrap-arguments.js';
import type { RunLimits, RunOutcome, SandboxSession } from './sandbox/session.js';
import { prepareSandboxEnvironment, type SandboxOptions } from './sandbox/prepare.js';
import { STATUS, type Status } from './status.js';
import { toolchainVersions } from './languages/versions.js';
import { runStatus, type RunLimitsForVerdict } from './verdict.js';
import { runPackageProgram, type PackageProgramRequest, type PackageProgramResult } from './package/package-program.js';
import { asFunctionProgram } from './functions/index.js';
import {
  BUILD_RUN,
  type Checker,
  type JudgeInfo,
  type JudgeRequest,
  type LanguageId,
  type TestCase,
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
  /**
   * Do the languages' start-up work that only speeds compiles up (C++'s precompiled header, javac's
   * and kotlinc's class-data archives; once per toolchain version, then cached). Default true; work a
   * language needs (TypeScript's compiler folder) is always done.
   */
  speedUps?: boolean;
};

/** Bytes of output (stdout, and any file) a test may write unless the judge is told otherwise. */
export const DEFAULT_OUTPUT_LIMIT_BYTES = 16 << 20;
/**
 * Wall-clock limit per test = CPU limit + this, in milliseconds. A program that sleeps or blocks
 * uses no CPU, so only the wall clock ends it, and it holds a worker all that time; one second
 * covers runtime start-up (JVM, Node) and scheduling delays on a busy machine. See docs/judge.md.
 */
const WALL_ALLOWANCE_MS = 1000;
const SELF_TEST_INPUT = 'codeyard self-test\n1 2 3\n';

/**
 * Extra wall-clock time an interactor gets beyond the submission's wall limit: the submission's
 * limit must end a stalled dialogue first, so that the interactor then sees the end of its input.
 */
const INTERACTOR_EXTRA_WALL_MS = 2000;
/** The file a multi-pass validator writes to ask for another pass, with that pass's input. */
const NEXT_PASS_FILE = 'nextpass.in';

type PreparedChecker = {
  check(
    input: string,
    expected: string,
    output: Buffer,
    feedback?: Map<string, Buffer>,
    testArguments?: readonly string[],
  ): Promise<CheckVerdict>;
  close(): Promise<void>;
};

type CheckVerdict = {
  accepted: boolean;
  message?: string;
  teamMessage?: string;
  feedback?: Map<string, Buffer>;
  points?: number;
};

/** What one submission's tests share while they run. */
type TestContext = {
  language: ProgramRecipe;
  session: SandboxSession;
  checker: PreparedChecker;
  /** The interactor (one per distinct test arguments), for an interactive problem. */
  interactor: OutputValidatorPool | null;
  limits: RunLimits;
  verdictLimits: RunLimitsForVerdict;
  passes: number;
  acceptAnyOutput: boolean;
  recordInteraction: boolean;
  keepInteractorOutput: boolean;
  /** A testlib interactor's checker judges after each accepted interaction (the prepared `checker`). */
  checkAfterInteraction: boolean;
};

/** One test's result: the run (the longest pass's time and largest memory) and its status. */
type TestVerdict = {
  outcome: RunOutcome;
  status: Status;
  message?: string;
  teamMessage?: string;
  points?: number;
  interactorOutput?: string;
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
   * Checks the sandbox, does each found language's start-up work (Language.prepare), then compiles
   * and runs each language's self-test. Throws JudgeUnavailableError (with why and how to fix) if
   * the sandbox cannot start; a broken toolchain only marks its language as not ok.
   */
  static async create(options: JudgeOptions = {}): Promise<Judge> {
    const { environment, cacheDirectory } = await prepareSandboxEnvironment(options);
    await removeStaleWork(cacheDirectory);
    const versions = await toolchainVersions([...judgeLanguages()], cacheDirectory);
    const assets: CompileAssets = { tools: {} };
    const compileCache = new CompileCache(
      environment,
      cacheDirectory,
      Object.fromEntries(Object.entries(versions).map(([id, info]) => [id, info.version])),
      () => assets,
      { ...DEFAULT_COMPILE_LIMITS, ...options.compileLimits },
    );
    const languages = {} as Record<LanguageId, LanguageInfo>;
    for (const { id } of judgeLanguages())
      languages[id] = versions[id] ?? { ok: false, version: '', error: 'not probed' };
    for (const language of judgeLanguages())
      await prepareLanguage(language, languages[language.id], { environment, cacheDirectory }, assets, options);

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

  /** Judges a submission against tests. Never throws for a bad submission; an internal error result says what broke. */
  judge(functionOrProgram: JudgeRequest): Promise<SubmissionResult> {
    const request = asFunctionProgram(functionOrProgram);
    const language = this.validate(request);
    return this.queue.run(() => this.judgeNow(language, request), { owner: request.owner, kind: request.kind });
  }

  /** Runs a program once on an input (the "Run" button): no expected output, status Accepted if it ran cleanly. */
  async run(functionOrProgram: RunRequest): Promise<TestResult & { compileOutput: string }> {
    const request = asFunctionProgram(functionOrProgram);
    const judgeRequest: JudgeRequest = {
      language: request.language,
      source: request.source,
      ...(request.sourceName !== undefined ? { sourceName: request.sourceName, files: request.files } : {}),
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

  /**
   * Runs a program on each of several inputs and checks nothing (a package's main solution making
   * its answers): each test's status says whether it ran cleanly, its stdout is what it printed.
   * With an interactive checker each input is played with the interactor (keepInteractorOutput
   * keeps what it wrote). Queued like a submission.
   */
  runOnInputs(
    request: Omit<JudgeRequest, 'tests' | 'stopOnFirstFailure'> & { inputs: string[] },
  ): Promise<SubmissionResult> {
    const { inputs, ...rest } = asFunctionProgram(request);
    const judgeRequest: JudgeRequest = {
      ...rest,
      tests: inputs.map((input) => ({ input, expected: '' })),
      stopOnFirstFailure: false,
    };
    const language = this.validate(judgeRequest);
    return this.queue.run(() => this.judgeNow(language, judgeRequest, { acceptAnyOutput: true }), {
      owner: request.owner,
      kind: 'submit',
    });
  }

  /** Programs judged at once from now on (between 1 and what the machine can take; see followIdleCores). */
  setWorkers(workers: number): void {
    if (!this.closed) this.queue.setSlots(workers);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  get workers(): number {
    return this.queue.slotCount;
  }

  /** Jobs waiting for one of this judge's workers, and jobs being judged: what an operator's metrics show. */
  get queueDepth(): { waiting: number; active: number } {
    return { waiting: this.queue.pending, active: this.queue.active };
  }

  /**
   * Shutting down: submissions still waiting for a worker are not judged (their judge() rejects
   * with JudgeClosingError, so whoever stored them keeps them pending for later), and new ones are
   * refused the same way. Runs, and submissions already being judged, go on. Answers how many were
   * handed back.
   */
  handBackWaitingSubmissions(): number {
    return this.queue.refuse('submit', new JudgeClosingError());
  }

  async close(): Promise<void> {
    this.closed = true;
    // Let running submissions finish; each closes its own sandboxes.
    while (this.queue.active > 0 || this.queue.pending > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** Compiles (or finds in the cache) without running: used by the package verifier and the benchmark. */
  compile(languageId: LanguageId, source: string): Promise<CompiledProgram> {
    return this.compileCache.compile(languageById(languageId), { source });
  }

  /**
   * Compiles (with its extra files beside the source) and runs once a program a problem package
   * brings to make its tests: a generator or a validator. Queued like a submission of `owner`.
   */
  runPackageProgram(request: PackageProgramRequest & { owner?: string }): Promise<PackageProgramResult> {
    this.availableLanguage(request.language);
    return this.queue.run(() => runPackageProgram(this.compileCache, this.environment, request), {
      owner: request.owner,
      kind: 'submit',
    });
  }

  /** Refuses a language this judge does not offer: an optional one is offered only once found (and self-tested). */
  private availableLanguage(id: LanguageId): void {
    if (this.closed) throw new Error('Judge is closed');
    const language = languageById(id);
    const available = this.info.languages[language.id];
    if (isOptional(language) && !available.ok)
      throw new LanguageUnavailableError(`${language.name} is not available on this judge: ${available.error}`);
  }

  private validate(request: JudgeRequest): ProgramRecipe {
    if (this.closed) throw new Error('Judge is closed');
    const recipe = programRecipe(request.language);
    if (request.language !== BUILD_RUN) this.availableLanguage(request.language);
    if (typeof request.source !== 'string') throw new TypeError('source must be a string');
    if (!Array.isArray(request.tests)) throw new TypeError('tests must be an array');
    for (const [name, value] of [
      ['timeLimitMs', request.timeLimitMs],
      ['memoryLimitMb', request.memoryLimitMb],
    ] as const) {
      if (!Number.isFinite(value) || value <= 0)
        throw new RangeError(`${name} must be a positive number, got ${value}`);
    }
    return recipe;
  }

  /** `acceptAnyOutput`: a clean run is Accepted without a checker (the Run button has no expected output). */
  private async judgeNow(
    language: ProgramRecipe,
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
    let interactor: OutputValidatorPool | null = null;
    let pipes: { directory: string; remove(): Promise<void> } | null = null;
    try {
      request.onProgress?.({ phase: 'compiling' });
      const program = await this.compileCache.compile(language, request);
      base.compileOutput = program.output;
      if (!program.ok) return { ...base, ...statusFields(STATUS.compilationError) };

      const checkerSpecification = request.checker ?? { kind: 'lines' };
      const mounts: Mount[] = [{ source: program.directory, target: PROGRAM_DIRECTORY }];
      if (checkerSpecification.kind === 'interactive') {
        pipes = await createPipes(this.environment.supervisorPath, this.info.cacheDirectory);
        mounts.push({ source: pipes.directory, target: PIPES_DIRECTORY });
        interactor = new OutputValidatorPool(checkerSpecification, this.compileCache, this.environment, {
          pipesDirectory: pipes.directory,
        });
        // Compiled and started before the submission runs, so that one that does not build is a judge error at once.
        await interactor.validatorFor(request.tests[0]?.validatorArguments);
      }
      checker = await this.prepareChecker(checkerSpecification);
      const memoryKb = (request.memoryLimitMb + language.memoryOverheadMb) * 1024;
      const stackKb = request.memoryLimitMb * 1024;
      session = await startSandbox(this.environment, {
        mounts,
        argv: language.runCommand({ entryPoint: program.entryPoint, memoryLimitMb: request.memoryLimitMb, stackKb }),
        environment: language.environment,
        // A folder runs in itself (its files and what the compiler made, read-only), as the format
        // says; a single source in the fresh /tmp it always had.
        workingDirectory: request.sourceName !== undefined ? PROGRAM_DIRECTORY : '/tmp',
        memoryBytes: memoryKb * 1024,
        processes: language.processes,
      });
      const outputBytes = request.outputLimitBytes ?? this.outputLimitBytes;
      const context: TestContext = {
        language,
        session,
        checker,
        interactor,
        limits: {
          cpuMs: request.timeLimitMs,
          wallMs: request.timeLimitMs + WALL_ALLOWANCE_MS,
          addressSpaceKb: this.environment.cgroups.mode === 'rlimit' && language.addressSpaceLimit ? memoryKb : 0,
          fileSizeBytes: outputBytes,
          stackKb,
          processes: language.processes,
          openFiles: language.openFiles,
        },
        verdictLimits: { cpuMs: request.timeLimitMs, memoryKb, outputBytes },
        passes:
          checkerSpecification.kind === 'custom' || checkerSpecification.kind === 'interactive'
            ? Math.max(1, checkerSpecification.passes ?? 1)
            : 1,
        acceptAnyOutput: mode.acceptAnyOutput === true,
        recordInteraction: request.recordInteraction === true,
        keepInteractorOutput: request.keepInteractorOutput === true,
        checkAfterInteraction:
          checkerSpecification.kind === 'interactive' && checkerSpecification.afterInteraction !== undefined,
      };

      const stopOnFirstFailure = request.stopOnFirstFailure ?? true;
      for (const [index, test] of request.tests.entries()) {
        request.onProgress?.({ phase: 'running', test: index + 1, total });
        const verdict = await this.judgeTest(context, test);
        const result = testResult(verdict);
        const { status } = verdict;
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
      await interactor?.close().catch(() => {});
      await pipes?.remove().catch(() => {});
    }
  }

  /**
   * Runs one test: once, or for a multi-pass problem again on each `nextpass.in` the validator
   * writes after an accepted pass (its feedback directory carries over). Throws when a validator
   * fails, which makes the submission's result an internal error.
   */
  private async judgeTest(context: TestContext, test: TestCase): Promise<TestVerdict> {
    let input = test.input;
    let feedback: Map<string, Buffer> | undefined;
    let slowest: RunOutcome | null = null;
    for (let pass = 1; ; pass++) {
      const verdict = context.interactor
        ? await this.interactOnce(
            context,
            await context.interactor.validatorFor(test.validatorArguments),
            input,
            test.expected,
            feedback,
          )
        : await this.runOnce(context, input, test, feedback);
      const outcome: RunOutcome = slowest ? longestPass(slowest, verdict.outcome) : verdict.outcome;
      slowest = outcome;
      const nextPass = verdict.feedback?.get(NEXT_PASS_FILE);
      if (verdict.status.id !== STATUS.accepted.id || context.passes === 1 || !nextPass) return { ...verdict, outcome };
      if (pass === context.passes) {
        throw new Error(`the output validator wrote ${NEXT_PASS_FILE} on the last of ${context.passes} passes`);
      }
      input = nextPass.toString('utf8');
      feedback = new Map([...(verdict.feedback ?? [])].filter(([name]) => name !== NEXT_PASS_FILE));
    }
  }

  /** A batch run: the program reads the input, then the checker reads its output. */
  private async runOnce(
    context: TestContext,
    input: string,
    test: TestCase,
    feedback: Map<string, Buffer> | undefined,
  ): Promise<TestVerdict & { feedback?: Map<string, Buffer> }> {
    const outcome = await context.session.run({ stdin: input, limits: context.limits });
    const status = runStatus(outcome, context.language, context.verdictLimits);
    if (status) return { outcome, status };
    if (context.acceptAnyOutput) return { outcome, status: STATUS.accepted };
    const checked = await context.checker.check(
      input,
      test.expected,
      outcome.stdout,
      feedback,
      test.validatorArguments,
    );
    return { outcome, ...checkedFields(checked) };
  }

  /** An interactive run: the program and the interactor start together, joined by the pipes. */
  private async interactOnce(
    context: TestContext,
    interactor: OutputValidator,
    input: string,
    answer: string,
    feedback: Map<string, Buffer> | undefined,
  ): Promise<TestVerdict & { feedback?: Map<string, Buffer> }> {
    const [outcome, dialogue] = await Promise.all([
      context.session.run({
        stdin: '',
        connect: context.recordInteraction ? 'program-recorded' : 'program',
        limits: context.limits,
      }),
      interactor.interact(input, answer, context.limits.wallMs + INTERACTOR_EXTRA_WALL_MS, feedback),
    ]);
    const status = dialogueStatus({
      program: outcome,
      interactor: dialogue.run,
      validator: dialogue.verdict,
      language: context.language,
      limits: context.verdictLimits,
    });
    const interactorOutput = dialogue.verdict.feedback.get(INTERACTOR_OUTPUT_FILE);
    const kept = context.keepInteractorOutput ? { interactorOutput: interactorOutput?.toString('utf8') ?? '' } : {};
    const interacted = {
      outcome,
      status,
      ...messagesOf(dialogue.verdict),
      ...(dialogue.verdict.points !== undefined ? { points: dialogue.verdict.points } : {}),
      feedback: dialogue.verdict.feedback,
      ...kept,
    };
    if (status.id !== STATUS.accepted.id || !context.checkAfterInteraction) return interacted;
    // A testlib interactor's checker reads what the interactor wrote, and has the last word.
    const checked = await context.checker.check(input, answer, interactorOutput ?? Buffer.alloc(0));
    return { ...interacted, ...checkedFields(checked), feedback: dialogue.verdict.feedback };
  }

  private async prepareChecker(checker: Checker): Promise<PreparedChecker> {
    if (checker.kind === 'custom') {
      const validators = new OutputValidatorPool(checker, this.compileCache, this.environment);
      return {
        check: async (input, expected, output, feedback, testArguments) => {
          const validator = await validators.validatorFor(testArguments);
          const verdict = await validator.check(input, expected, output, feedback);
          return {
            accepted: verdict.outcome === 'accepted',
            ...messagesOf(verdict),
            feedback: verdict.feedback,
            ...(verdict.points !== undefined ? { points: verdict.points } : {}),
          };
        },
        close: () => validators.close(),
      };
    }
    // An interactive problem's interactor judges during the run; only a testlib interactor's checker comes after it.
    if (checker.kind === 'interactive') {
      if (checker.afterInteraction) return this.prepareChecker({ kind: 'custom', ...checker.afterInteraction });
      return { check: async () => ({ accepted: true }), close: async () => {} };
    }
    return {
      // A test's output_validator_args are the default validator's flags, added to the problem's.
      check: async (_input, expected, output, _feedback, testArguments) =>
        checkBuiltin(
          testArguments?.length && checker.kind === 'tokens'
            ? { ...checker, ...parseValidatorArguments(testArguments) }
            : checker,
          output.toString('utf8'),
          expected,
        ),
      close: async () => {},
    };
  }

  /**
   * Compiles and runs each working toolchain's echo program (of `ids`, default all); a failure
   * marks that language as not ok. At start-up unless skipped, and by `install` after installing.
   */
  async selfTest(ids: readonly LanguageId[] = judgeLanguages().map((language) => language.id)): Promise<void> {
    for (const id of ids) {
      const entry = this.info.languages[id];
      if (!entry.ok) continue;
      const language = languageById(id);
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

/**
 * A language's start-up work (Language.prepare), once its toolchain is found: the tool it makes is
 * mounted for its compiles. A speed-up that fails is noted in the language's `error` and the
 * language still works; a required tool that fails makes the language not ok.
 */
async function prepareLanguage(
  language: Language,
  info: LanguageInfo,
  context: Omit<PrepareContext, 'version'>,
  assets: CompileAssets,
  options: JudgeOptions,
): Promise<void> {
  const preparation = language.prepare;
  if (!preparation || !info.ok || (!preparation.required && options.speedUps === false)) return;
  try {
    assets.tools[preparation.tool] = await preparation.make({ ...context, version: info.version });
  } catch (error) {
    const message = `${preparation.what} unavailable: ${(error as Error).message}`;
    if (preparation.required) Object.assign(info, { ok: false, error: message });
    else info.error = message;
  }
}

function statusFields(status: Status): { statusId: number; status: string } {
  return { statusId: status.id, status: status.description };
}

/** Seconds with millisecond resolution. */
function seconds(microseconds: number): number {
  return Math.round(microseconds / 1000) / 1000;
}

function messagesOf(verdict: ValidatorVerdict): { message?: string; teamMessage?: string } {
  return {
    ...(verdict.message ? { message: verdict.message } : {}),
    ...(verdict.teamMessage ? { teamMessage: verdict.teamMessage } : {}),
  };
}

/** Two passes of one test as one run: the longer time and the larger memory count. */
function longestPass(first: RunOutcome, second: RunOutcome): RunOutcome {
  return {
    ...second,
    cpuMicroseconds: Math.max(first.cpuMicroseconds, second.cpuMicroseconds),
    wallMicroseconds: Math.max(first.wallMicroseconds, second.wallMicroseconds),
    maxRssKb: Math.max(first.maxRssKb, second.maxRssKb),
  };
}

/** A checked run's status and what the checker said. */
function checkedFields(checked: CheckVerdict): Omit<TestVerdict, 'outcome'> & { feedback?: Map<string, Buffer> } {
  return {
    status: checked.accepted ? STATUS.accepted : STATUS.wrongAnswer,
    ...(checked.message ? { message: checked.message } : {}),
    ...(checked.teamMessage ? { teamMessage: checked.teamMessage } : {}),
    ...(checked.feedback ? { feedback: checked.feedback } : {}),
    ...(checked.points !== undefined ? { points: checked.points } : {}),
  };
}

function testResult(verdict: TestVerdict): TestResult {
  const { outcome, status, message, teamMessage, points, interactorOutput } = verdict;
  return {
    ...statusFields(status),
    time: seconds(outcome.cpuMicroseconds),
    wallTime: seconds(outcome.wallMicroseconds),
    ...(status.id === STATUS.timeLimitExceeded.id && outcome.kind === 'wall-limit' ? { waited: true as const } : {}),
    memory: outcome.maxRssKb,
    exitCode: outcome.kind === 'exited' ? outcome.exitCode : null,
    signal: outcome.signal,
    stdout: outcome.stdout.toString('utf8'),
    stderr: outcome.stderr.toString('utf8'),
    stderrTruncated: outcome.stderrTotalBytes > outcome.stderr.length,
    ...(message ? { message } : {}),
    ...(teamMessage ? { teamMessage } : {}),
    ...(points !== undefined ? { points } : {}),
    ...(interactorOutput !== undefined ? { interactorOutput } : {}),
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
