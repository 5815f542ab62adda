import type { CompileCache } from '../compile/compile-cache.js';
import { PROGRAM_DIRECTORY } from '../languages/language.js';
import { programRecipe } from '../languages/registry.js';
import { startSandbox, type SandboxEnvironment } from '../sandbox/sandbox-factory.js';
import type { RunOutcome } from '../sandbox/session.js';
import type { Status } from '../status.js';
import type { LanguageId } from '../types.js';
import { runStatus } from '../verdict.js';

/**
 * One run of a program a package brings for making its tests (a Polygon generator or validator),
 * compiled with the files given beside its source (its headers: the package's own testlib.h).
 */
export type PackageProgramRequest = {
  language: LanguageId;
  source: string;
  /** Files written beside the source when it is compiled, by name (headers such as testlib.h). */
  files?: Record<string, string>;
  /** Arguments after the program's own command. */
  arguments?: string[];
  stdin?: string;
  /** CPU time in milliseconds. */
  timeLimitMs: number;
  /** Memory in MiB. */
  memoryLimitMb: number;
  /** Bytes of stdout the run may write. */
  outputLimitBytes: number;
};

export type PackageProgramResult =
  | { kind: 'compile-error'; output: string }
  | {
      kind: 'ran';
      /** Null when the program ended normally with exit code 0; else why not (a limit, a crash, another exit code). */
      status: Status | null;
      exitCode: number | null;
      stdout: Buffer;
      stderr: string;
      /** CPU time in milliseconds. */
      timeMs: number;
    };

/** Wall-clock time beyond the CPU limit, in milliseconds, as for submissions. */
const WALL_ALLOWANCE_MS = 1000;
/** Stack of a package program, in kB. */
const STACK_KB = 64 * 1024;

/**
 * Compiles a package's program with its extra files beside the source (the compile cache keys on
 * them too) and runs it once in a sandbox of its own, as every program of a package runs: nothing
 * of the package runs outside the sandbox. A loop or a flood ends at the limits given.
 */
export async function runPackageProgram(
  compileCache: CompileCache,
  environment: SandboxEnvironment,
  request: PackageProgramRequest,
): Promise<PackageProgramResult> {
  const language = programRecipe(request.language);
  // One source with its headers beside it (no `sourceName`: not a folder program).
  const program = await compileCache.compile(language, { source: request.source, files: request.files ?? {} });
  if (!program.ok) return { kind: 'compile-error', output: program.output };
  const memoryKb = (request.memoryLimitMb + language.memoryOverheadMb) * 1024;
  const session = await startSandbox(environment, {
    mounts: [{ source: program.directory, target: PROGRAM_DIRECTORY }],
    argv: [
      ...language.runCommand({
        entryPoint: program.entryPoint,
        memoryLimitMb: request.memoryLimitMb,
        stackKb: STACK_KB,
      }),
      ...(request.arguments ?? []),
    ],
    environment: language.environment,
    workingDirectory: '/tmp',
    memoryBytes: memoryKb * 1024,
    processes: language.processes,
  });
  try {
    const outcome: RunOutcome = await session.run({
      stdin: request.stdin ?? '',
      limits: {
        cpuMs: request.timeLimitMs,
        wallMs: request.timeLimitMs + WALL_ALLOWANCE_MS,
        addressSpaceKb: environment.cgroups.mode === 'rlimit' && language.addressSpaceLimit ? memoryKb : 0,
        fileSizeBytes: request.outputLimitBytes,
        stackKb: STACK_KB,
        processes: language.processes,
        openFiles: language.openFiles,
      },
    });
    return {
      kind: 'ran',
      status: runStatus(outcome, language, {
        cpuMs: request.timeLimitMs,
        memoryKb,
        outputBytes: request.outputLimitBytes,
      }),
      exitCode: outcome.kind === 'exited' ? outcome.exitCode : null,
      stdout: outcome.stdout,
      stderr: outcome.stderr.toString('utf8'),
      timeMs: Math.round(outcome.cpuMicroseconds / 1000),
    };
  } finally {
    await session.close();
  }
}
