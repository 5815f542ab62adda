import type { CompileCache } from '../compile/compile-cache.js';
import { PROGRAM_DIRECTORY } from '../languages/language.js';
import { languageById } from '../languages/registry.js';
import { startSandbox, type SandboxEnvironment } from '../sandbox/sandbox-factory.js';
import type { SandboxSession } from '../sandbox/session.js';
import type { Checker } from '../types.js';
import type { CheckResult } from './check-result.js';

/** Exit codes of the Kattis output-validator protocol. */
const ACCEPTED_EXIT = 42;
const WRONG_ANSWER_EXIT = 43;

/** Limits for one validator run: validators are trusted but still sandboxed. */
const validatorCpuMs = 10_000;
const validatorMemoryMb = 512;

/**
 * A Kattis output validator, compiled once and kept running in its own sandbox for all the tests of
 * a submission: `validator input answer feedback_dir < output`, exit 42 = accepted, 43 = wrong.
 * The expected answer enters only the validator's sandbox, never the submission's.
 */
export class CustomChecker {
  private constructor(private readonly session: SandboxSession) {}

  static async start(
    checker: Extract<Checker, { kind: 'custom' }>,
    compileCache: CompileCache,
    environment: SandboxEnvironment,
  ): Promise<CustomChecker> {
    const language = languageById(checker.language);
    const program = await compileCache.compile(language, checker.source, checker.files ?? {});
    if (!program.ok) throw new Error(`The output validator does not compile:\n${program.output}`);
    const argv = [
      ...language.runCommand({ entryPoint: program.entryPoint, memoryLimitMb: validatorMemoryMb, stackKb: 64 * 1024 }),
      '/tmp/input',
      '/tmp/answer',
      '/tmp/feedback/',
    ];
    const session = await startSandbox(environment, {
      mounts: [{ source: program.directory, target: PROGRAM_DIRECTORY }],
      argv,
      environment: language.environment,
      workingDirectory: '/tmp',
      memoryBytes: (validatorMemoryMb + language.memoryOverheadMb) << 20,
      processes: language.processes,
    });
    return new CustomChecker(session);
  }

  async check(input: string, answer: string, output: Buffer): Promise<CheckResult> {
    const outcome = await this.session.run({
      stdin: output,
      files: [
        { name: 'input', data: input },
        { name: 'answer', data: answer },
        { name: 'feedback/', data: '' },
      ],
      limits: {
        cpuMs: validatorCpuMs,
        wallMs: validatorCpuMs * 2,
        addressSpaceKb: 0,
        fileSizeBytes: 16 << 20,
        stackKb: 64 * 1024,
        processes: 64,
        openFiles: 256,
      },
    });
    const message = `${outcome.stdout.toString('utf8')}${outcome.stderr.toString('utf8')}`.trim().slice(0, 2000);
    if (outcome.kind === 'exited' && outcome.exitCode === ACCEPTED_EXIT)
      return { accepted: true, message: message || undefined };
    if (outcome.kind === 'exited' && outcome.exitCode === WRONG_ANSWER_EXIT)
      return { accepted: false, message: message || undefined };
    throw new Error(
      `output validator failed (${outcome.kind} ${outcome.exitCode ?? outcome.signal ?? ''}): ${message}`,
    );
  }

  close(): Promise<void> {
    return this.session.close();
  }
}
