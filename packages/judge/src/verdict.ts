import type { ProgramRecipe } from './languages/language.js';
import type { RunOutcome } from './sandbox/session.js';
import { STATUS, type Status } from './status.js';

/** errno of an exec that failed because the file is not a program. */
const ENOEXEC = 8;

const signalStatuses: Record<number, Status> = {
  6: STATUS.runtimeErrorSigabrt,
  8: STATUS.runtimeErrorSigfpe,
  11: STATUS.runtimeErrorSigsegv,
  25: STATUS.runtimeErrorSigxfsz,
};
/** SIGXCPU: the kernel's own CPU limit, a backstop behind the supervisor's. */
const SIGXCPU = 24;
const SIGXFSZ = 25;

export type RunLimitsForVerdict = {
  /** CPU time in milliseconds. */
  cpuMs: number;
  /** Memory the program may use, runtime overhead included, in kB. */
  memoryKb: number;
  /** Output size in bytes. */
  outputBytes: number;
};

/**
 * The status of one run before its output is checked: null means it ended normally and the
 * checker decides. Limits come first: a program killed for memory or time may also have crashed.
 */
export function runStatus(outcome: RunOutcome, language: ProgramRecipe, limits: RunLimitsForVerdict): Status | null {
  if (outcome.kind === 'internal') return STATUS.internalError;
  if (outcome.kind === 'exec-failed')
    return outcome.exitCode === ENOEXEC ? STATUS.execFormatError : STATUS.internalError;

  const failed = outcome.kind !== 'exited' || outcome.exitCode !== 0;
  const stderr = outcome.stderr.toString('utf8');
  if (outcome.oomKills > 0) return STATUS.memoryLimitExceeded;
  if (failed && language.outOfMemoryMarkers.some((marker) => stderr.includes(marker)))
    return STATUS.memoryLimitExceeded;
  if (outcome.maxRssKb > limits.memoryKb) return STATUS.memoryLimitExceeded;

  if (outcome.kind === 'cpu-limit' || outcome.kind === 'wall-limit') return STATUS.timeLimitExceeded;
  if (outcome.cpuMicroseconds > limits.cpuMs * 1000) return STATUS.timeLimitExceeded;
  if (outcome.kind === 'signaled' && outcome.signal === SIGXCPU) return STATUS.timeLimitExceeded;

  const outputFull = outcome.stdout.length >= limits.outputBytes || outcome.stderrTotalBytes >= limits.outputBytes;
  if (outputFull) return STATUS.outputLimitExceeded;
  if (outcome.kind === 'signaled') {
    if (outcome.signal === SIGXFSZ) return STATUS.runtimeErrorSigxfsz;
    return signalStatuses[outcome.signal ?? 0] ?? STATUS.runtimeErrorOther;
  }
  if (outcome.exitCode !== 0) return STATUS.runtimeErrorNzec;
  return null;
}
