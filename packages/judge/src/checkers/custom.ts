import type { CompileCache } from '../compile/compile-cache.js';
import { PROGRAM_DIRECTORY } from '../languages/language.js';
import { programRecipe } from '../languages/registry.js';
import type { Mount } from '../sandbox/bubblewrap-arguments.js';
import { startSandbox, type SandboxEnvironment } from '../sandbox/sandbox-factory.js';
import type { RunLimits, RunOutcome, SandboxSession } from '../sandbox/session.js';
import type { OutputValidatorProgram } from '../types.js';

/** Exit codes of the Kattis output-validator protocol. */
const ACCEPTED_EXIT = 42;
const WRONG_ANSWER_EXIT = 43;

/** Limits for one validator run: validators are trusted but still sandboxed. */
const validatorCpuMs = 10_000;
const validatorMemoryMb = 512;
/** Characters of a validator's message kept. */
const MESSAGE_LIMIT = 2000;

/**
 * What an output validator said about one run. `message` (judgemessage.txt, else what it printed)
 * is for admins; `teamMessage` (teammessage.txt) may be shown to the submitter; `feedback` is
 * everything it left in its feedback directory (nextpass.in, score.txt…).
 */
export type ValidatorVerdict = {
  outcome: 'accepted' | 'wrong' | 'failed';
  message?: string;
  teamMessage?: string;
  feedback: Map<string, Buffer>;
  /** Why the validator itself failed, when `outcome` is 'failed'. */
  failure?: string;
};

/**
 * A Kattis output validator, compiled once and kept running in its own sandbox for all the tests of
 * a submission: `validator input answer feedback_dir < output`, exit 42 = accepted, 43 = wrong.
 * The expected answer enters only the validator's sandbox, never the submission's. For an
 * interactive problem the same program is the interactor: its stdin and stdout are then the
 * named pipes to and from the submission (`pipesDirectory`, mounted at /pipes). A session's
 * arguments are fixed when it starts, so tests with other `output_validator_args` get another one.
 */
export class OutputValidator {
  private constructor(private readonly session: SandboxSession) {}

  static async start(
    program: OutputValidatorProgram,
    compileCache: CompileCache,
    environment: SandboxEnvironment,
    options: { pipesDirectory?: string; testArguments?: readonly string[] } = {},
  ): Promise<OutputValidator> {
    const language = programRecipe(program.language);
    const compiled = await compileCache.compile(language, program);
    if (!compiled.ok) throw new Error(`The output validator does not compile:\n${compiled.output}`);
    const argv = [
      ...language.runCommand({ entryPoint: compiled.entryPoint, memoryLimitMb: validatorMemoryMb, stackKb: 64 * 1024 }),
      '/tmp/input',
      '/tmp/answer',
      '/tmp/feedback/',
      // The package's arguments, then the test's own (Kattis: `additional_arguments`).
      ...(program.arguments ?? []),
      ...(options.testArguments ?? []),
    ];
    // Its working directory holds the run's input, answer and feedback folder, never the program's
    // own files: the format keeps a validator's folder out of its working directory.
    const mounts: Mount[] = [{ source: compiled.directory, target: PROGRAM_DIRECTORY }];
    if (options.pipesDirectory) mounts.push({ source: options.pipesDirectory, target: PIPES_DIRECTORY });
    const session = await startSandbox(environment, {
      mounts,
      argv,
      environment: language.environment,
      workingDirectory: '/tmp',
      memoryBytes: (validatorMemoryMb + language.memoryOverheadMb) << 20,
      processes: language.processes,
    });
    return new OutputValidator(session);
  }

  /** Judges a finished run's output. Throws when the validator fails (a judge error). */
  async check(
    input: string,
    answer: string,
    output: Buffer,
    feedback?: Map<string, Buffer>,
  ): Promise<ValidatorVerdict> {
    const outcome = await this.session.run({
      stdin: output,
      files: validatorFiles(input, answer, feedback),
      collectFeedback: true,
      limits: validatorLimits(validatorCpuMs * 2),
    });
    const verdict = validatorVerdict(outcome);
    if (verdict.outcome === 'failed') throw new Error(verdict.failure);
    return verdict;
  }

  /**
   * Runs the interactor against a submission started at the same time on the other end of the
   * pipes. `wallMs` must outlast the submission's own limit, so that the submission's time limit
   * ends a stalled dialogue first and the interactor then sees the end of its input.
   */
  async interact(
    input: string,
    answer: string,
    wallMs: number,
    feedback?: Map<string, Buffer>,
  ): Promise<{ run: RunOutcome; verdict: ValidatorVerdict }> {
    const run = await this.session.run({
      stdin: '',
      connect: 'interactor',
      files: validatorFiles(input, answer, feedback),
      collectFeedback: true,
      limits: validatorLimits(wallMs),
    });
    return { run, verdict: validatorVerdict(run) };
  }

  close(): Promise<void> {
    return this.session.close();
  }
}

/** Where the named pipes of an interactive run appear in both sandboxes. */
export const PIPES_DIRECTORY = '/pipes';

function validatorFiles(input: string, answer: string, feedback?: Map<string, Buffer>) {
  const files: Array<{ name: string; data: Buffer | string }> = [
    { name: 'input', data: input },
    { name: 'answer', data: answer },
    { name: 'feedback/', data: '' },
  ];
  for (const [name, data] of feedback ?? []) files.push({ name: `feedback/${name}`, data });
  return files;
}

function validatorLimits(wallMs: number): RunLimits {
  return {
    cpuMs: Math.min(validatorCpuMs, wallMs),
    wallMs,
    addressSpaceKb: 0,
    fileSizeBytes: 16 << 20,
    stackKb: 64 * 1024,
    processes: 64,
    openFiles: 256,
  };
}

function text(buffer: Buffer | undefined): string | undefined {
  const value = buffer?.toString('utf8').trim().slice(0, MESSAGE_LIMIT);
  return value ? value : undefined;
}

/** Reads the Kattis exit codes; anything else (a crash, a limit, another code) is the validator's failure. */
export function validatorVerdict(run: RunOutcome): ValidatorVerdict {
  const printed = text(Buffer.concat([run.stdout, run.stderr]));
  const message = text(run.feedback.get('judgemessage.txt')) ?? printed;
  const teamMessage = text(run.feedback.get('teammessage.txt'));
  const base = {
    feedback: run.feedback,
    ...(message ? { message } : {}),
    ...(teamMessage ? { teamMessage } : {}),
  };
  if (run.kind === 'exited' && run.exitCode === ACCEPTED_EXIT) return { outcome: 'accepted', ...base };
  if (run.kind === 'exited' && run.exitCode === WRONG_ANSWER_EXIT) return { outcome: 'wrong', ...base };
  const how =
    run.kind === 'exited' ? `exit code ${run.exitCode}` : run.kind === 'signaled' ? `signal ${run.signal}` : run.kind;
  return { outcome: 'failed', ...base, failure: `output validator failed (${how})${message ? `: ${message}` : ''}` };
}

/**
 * The output validator sessions of one submission's tests, one per distinct list of test
 * arguments, each started when a test first needs it and all closed together.
 */
export class OutputValidatorPool {
  private readonly sessions = new Map<string, Promise<OutputValidator>>();

  constructor(
    private readonly program: OutputValidatorProgram,
    private readonly compileCache: CompileCache,
    private readonly environment: SandboxEnvironment,
    private readonly options: { pipesDirectory?: string } = {},
  ) {}

  /** The validator for a test's arguments; throws (a judge error) when it does not compile. */
  validatorFor(testArguments: readonly string[] = []): Promise<OutputValidator> {
    const key = JSON.stringify(testArguments);
    let session = this.sessions.get(key);
    if (!session) {
      session = OutputValidator.start(this.program, this.compileCache, this.environment, {
        ...this.options,
        testArguments,
      });
      this.sessions.set(key, session);
    }
    return session;
  }

  async close(): Promise<void> {
    const started = await Promise.allSettled(this.sessions.values());
    await Promise.all(
      started.map((entry) => (entry.status === 'fulfilled' ? entry.value.close().catch(() => {}) : undefined)),
    );
  }
}
