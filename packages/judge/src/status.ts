/**
 * Verdicts. Ids 1–14 are Judge0's, so clients written for Judge0 read ours unchanged; 15 and 16 are
 * ours, because Judge0 folds memory and output overruns into runtime errors and a learner deserves
 * to know which limit they hit.
 */
export const STATUS = {
  inQueue: { id: 1, description: 'In Queue' },
  processing: { id: 2, description: 'Processing' },
  accepted: { id: 3, description: 'Accepted' },
  wrongAnswer: { id: 4, description: 'Wrong Answer' },
  timeLimitExceeded: { id: 5, description: 'Time Limit Exceeded' },
  compilationError: { id: 6, description: 'Compilation Error' },
  runtimeErrorSigsegv: { id: 7, description: 'Runtime Error (SIGSEGV)' },
  runtimeErrorSigxfsz: { id: 8, description: 'Runtime Error (SIGXFSZ)' },
  runtimeErrorSigfpe: { id: 9, description: 'Runtime Error (SIGFPE)' },
  runtimeErrorSigabrt: { id: 10, description: 'Runtime Error (SIGABRT)' },
  runtimeErrorNzec: { id: 11, description: 'Runtime Error (NZEC)' },
  runtimeErrorOther: { id: 12, description: 'Runtime Error (Other)' },
  internalError: { id: 13, description: 'Internal Error' },
  execFormatError: { id: 14, description: 'Exec Format Error' },
  /** Codeyard extension: the program used more memory than allowed. */
  memoryLimitExceeded: { id: 15, description: 'Memory Limit Exceeded' },
  /** Codeyard extension: the program wrote more output than allowed. */
  outputLimitExceeded: { id: 16, description: 'Output Limit Exceeded' },
} as const;

export type StatusKey = keyof typeof STATUS;
export type Status = (typeof STATUS)[StatusKey];

const byId = new Map<number, Status>(Object.values(STATUS).map((status) => [status.id, status]));

export function statusById(id: number): Status {
  const status = byId.get(id);
  if (!status) throw new RangeError(`Unknown status id ${id}`);
  return status;
}

/** Runtime errors are ids 7–12 (by signal or exit code). */
export function isRuntimeError(id: number): boolean {
  return id >= 7 && id <= 12;
}

/** Short names used in test data and problem packages ("AC", "TLE", "RE"…). */
const shortNames: Record<string, number[]> = {
  AC: [3],
  WA: [4],
  TLE: [5],
  CE: [6],
  RE: [7, 8, 9, 10, 11, 12],
  RTE: [7, 8, 9, 10, 11, 12],
  IE: [13],
  MLE: [15],
  OLE: [16],
};

/**
 * Which status ids a name stands for: a short name ("RE" covers 7–12), a Judge0 description
 * ("Runtime Error (SIGSEGV)"), or an id.
 */
export function statusIdsForName(name: string | number): number[] {
  if (typeof name === 'number') return [statusById(name).id];
  const trimmed = name.trim();
  if (/^\d+$/.test(trimmed)) return [statusById(Number(trimmed)).id];
  const short = shortNames[trimmed.toUpperCase()];
  if (short) return short;
  const status = Object.values(STATUS).find((entry) => entry.description.toLowerCase() === trimmed.toLowerCase());
  if (!status) throw new RangeError(`Unknown status name "${name}"`);
  return [status.id];
}
