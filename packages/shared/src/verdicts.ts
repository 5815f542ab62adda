import type { SubmissionStatus } from './submission.js';

/*
 * The verdict table: every verdict the judge gives, and what each layer says of it. The judge's
 * `STATUS`, the server's stored outcomes, the leaderboard's penalty, the CLICS judgement types and
 * the web's labels all read it, so a verdict is named here and nowhere else (a test counts the
 * files that spell a name). Pure data and lookups: it runs in Node and in the browser.
 */

/**
 * CLICS judgement type ids (ccs-specs, "Judgement Types") Codeyard uses. The Kattis problem
 * format's graders write their verdicts in the same codes (AC, WA, TLE, RTE, MLE, OLE, IF, JE).
 */
export type ClicsJudgementTypeId = 'AC' | 'WA' | 'TLE' | 'MLE' | 'OLE' | 'RTE' | 'CE' | 'JE' | 'IF';

/** The CLICS specification's name of each type, which its `judgement-types` endpoint answers. */
const CLICS_JUDGEMENT_TYPE_NAMES: Record<ClicsJudgementTypeId, string> = {
  AC: 'Accepted',
  WA: 'Wrong Answer',
  TLE: 'Time Limit Exceeded',
  MLE: 'Memory Limit Exceeded',
  OLE: 'Output Limit Exceeded',
  RTE: 'Run-Time Error',
  CE: 'Compile Error',
  JE: 'Judging Error',
  IF: 'Illegal Function',
};

export type Verdict = {
  /** The judge's Judge0 status id: 1–14 Judge0's own, so a Judge0 client reads ours; 15 and 16 Codeyard's. */
  statusId: number;
  /** What the pages show and a submission stores in its `verdict` column: stored rows keep these words. */
  name: string;
  /** Short names test data and problem packages use for it (`RE` and `RTE` cover all six run-time errors). */
  shortCodes: readonly string[];
  /** Its CLICS judgement type; null while it is not a verdict yet (queued, processing). */
  clics: ClicsJudgementTypeId | null;
  /** The program solved the test. */
  accepted: boolean;
  /**
   * A submission rejected with it counts as an attempt, and costs penalty minutes in ICPC
   * contests once the problem is solved. A compile error and the judge's own failure cost nothing.
   */
  penalty: boolean;
  /**
   * The stored submission status it ends in: `wrong` when the program ran and failed the test
   * (answer, time, memory, output), `error` when it did not compile or crashed, or the judge failed.
   */
  submissionStatus: SubmissionStatus;
};

/**
 * Every verdict, by the key the judge's `STATUS` has always used. Ids 1–14 are Judge0's; Judge0
 * folds memory and output overruns into run-time errors, and a learner deserves to know which limit
 * they hit, so those are 15 and 16.
 */
export const VERDICTS = {
  inQueue: {
    statusId: 1,
    name: 'In Queue',
    shortCodes: [],
    clics: null,
    accepted: false,
    penalty: false,
    submissionStatus: 'pending',
  },
  processing: {
    statusId: 2,
    name: 'Processing',
    shortCodes: [],
    clics: null,
    accepted: false,
    penalty: false,
    submissionStatus: 'pending',
  },
  accepted: {
    statusId: 3,
    name: 'Accepted',
    shortCodes: ['AC'],
    clics: 'AC',
    accepted: true,
    penalty: false,
    submissionStatus: 'accepted',
  },
  wrongAnswer: {
    statusId: 4,
    name: 'Wrong Answer',
    shortCodes: ['WA'],
    clics: 'WA',
    accepted: false,
    penalty: true,
    submissionStatus: 'wrong',
  },
  timeLimitExceeded: {
    statusId: 5,
    name: 'Time Limit Exceeded',
    shortCodes: ['TLE'],
    clics: 'TLE',
    accepted: false,
    penalty: true,
    submissionStatus: 'wrong',
  },
  compilationError: {
    statusId: 6,
    name: 'Compilation Error',
    shortCodes: ['CE'],
    clics: 'CE',
    accepted: false,
    penalty: false,
    submissionStatus: 'error',
  },
  runtimeErrorSigsegv: runtimeError(7, 'Runtime Error (SIGSEGV)'),
  runtimeErrorSigxfsz: runtimeError(8, 'Runtime Error (SIGXFSZ)'),
  runtimeErrorSigfpe: runtimeError(9, 'Runtime Error (SIGFPE)'),
  runtimeErrorSigabrt: runtimeError(10, 'Runtime Error (SIGABRT)'),
  runtimeErrorNzec: runtimeError(11, 'Runtime Error (NZEC)'),
  runtimeErrorOther: runtimeError(12, 'Runtime Error (Other)'),
  internalError: {
    statusId: 13,
    name: 'Internal Error',
    shortCodes: ['IE', 'JE'],
    clics: 'JE',
    accepted: false,
    penalty: false,
    submissionStatus: 'error',
  },
  // Judge0's own: the program could not be executed. Graders and CLICS have no code of their own
  // for it and count it as a run-time error, as the leaderboard always has (it costs penalty).
  execFormatError: {
    statusId: 14,
    name: 'Exec Format Error',
    shortCodes: [],
    clics: 'RTE',
    accepted: false,
    penalty: true,
    submissionStatus: 'error',
  },
  memoryLimitExceeded: {
    statusId: 15,
    name: 'Memory Limit Exceeded',
    shortCodes: ['MLE'],
    clics: 'MLE',
    accepted: false,
    penalty: true,
    submissionStatus: 'wrong',
  },
  outputLimitExceeded: {
    statusId: 16,
    name: 'Output Limit Exceeded',
    shortCodes: ['OLE'],
    clics: 'OLE',
    accepted: false,
    penalty: true,
    submissionStatus: 'wrong',
  },
} as const satisfies Record<string, Verdict>;

/** A run-time error, named by the signal or exit cause that ended the program; they differ in nothing else. */
function runtimeError<Id extends number, Name extends string>(statusId: Id, name: Name) {
  return {
    statusId,
    name,
    shortCodes: ['RTE', 'RE'],
    clics: 'RTE',
    accepted: false,
    penalty: true,
    submissionStatus: 'error',
  } as const;
}

export type VerdictKey = keyof typeof VERDICTS;

/** Every verdict in status id order. */
export const VERDICT_LIST: readonly (Verdict & { key: VerdictKey })[] = (
  Object.entries(VERDICTS) as [VerdictKey, Verdict][]
)
  .map(([key, verdict]) => ({ key, ...verdict }))
  .sort((left, right) => left.statusId - right.statusId);

/**
 * A scored problem's verdict when the root group accepted less than the full score (stored with
 * status `wrong`). Not the judge's: the judge only ever judges single tests.
 */
export const PARTIALLY_ACCEPTED = 'Partially Accepted';

/**
 * How a submission's outcome looks on every screen (the web gives each tone one colour and one
 * icon): accepted, partially accepted (a scored problem's score between nothing and full marks,
 * which is not a rejection), rejected (`wrong`: the program ran and failed), an error (it did not
 * compile or crashed, or the judge failed), still pending, or a status the pages do not know.
 */
export type VerdictTone = 'pending' | 'accepted' | 'partial' | 'wrong' | 'error' | 'unknown';

/** The tone of a stored submission's status and verdict. */
export function verdictTone(status: string | null | undefined, verdict?: string | null): VerdictTone {
  switch (status) {
    case 'pending':
    case 'accepted':
    case 'error':
      return status;
    case 'wrong':
      return verdict?.trim() === PARTIALLY_ACCEPTED ? 'partial' : 'wrong';
    default:
      return 'unknown';
  }
}

/** The tone of an outcome known only by its verdict's name (a run's): a name the table does not know is a rejection. */
export function verdictToneOfName(name: string): VerdictTone {
  if (name === VERDICTS.accepted.name) return 'accepted';
  return verdictTone(verdictByName(name)?.submissionStatus ?? 'wrong', name);
}

/**
 * After "Time Limit Exceeded" when the wall clock, not the CPU time, ran out: the program used less
 * CPU than its limit because it was waiting (for input that never came, an unflushed question of an
 * interactive program, a sleep). `seconds` is the wall-clock time that ran out, to a tenth.
 */
export function waitedText(seconds: number): string {
  return `waited ${seconds.toFixed(1)} s (wall clock): the program was waiting, not computing (for input, or an unflushed question)`;
}

/** The wall-clock time a waiting program's Time Limit Exceeded shows: to a tenth of a second, which is the limit itself. */
export function waitedSeconds(wallTime: number): number {
  return Math.round(wallTime * 10) / 10;
}

const byStatusId = new Map(VERDICT_LIST.map((verdict) => [verdict.statusId, verdict]));
const byName = new Map(VERDICT_LIST.map((verdict) => [verdict.name, verdict]));

/** The verdict of a Judge0 status id, or undefined for an id the judge never gives. */
export function verdictByStatusId(statusId: number): (Verdict & { key: VerdictKey }) | undefined {
  return byStatusId.get(statusId);
}

/** The verdict a stored `verdict` column names, or undefined for any other text (null, "Partially Accepted"). */
export function verdictByName(name: string | null | undefined): (Verdict & { key: VerdictKey }) | undefined {
  return name ? byName.get(name) : undefined;
}

/**
 * Whether a rejected submission with this stored verdict counts as an attempt (and so costs
 * penalty time once the problem is solved). A verdict the table does not know counts, as a
 * rejection always has.
 */
export function verdictCostsPenalty(name: string | null | undefined): boolean {
  return verdictByName(name)?.penalty ?? true;
}

export type ClicsJudgementType = {
  id: ClicsJudgementTypeId;
  /** The CLICS specification's name for it. */
  name: string;
  penalty: boolean;
  solved: boolean;
};

/**
 * The CLICS judgement types Codeyard can give, in the order its `judgement-types` answers them;
 * each type's penalty and solved flags are those of the verdicts it stands for.
 */
export const CLICS_JUDGEMENT_TYPES: readonly ClicsJudgementType[] = (
  Object.keys(CLICS_JUDGEMENT_TYPE_NAMES) as ClicsJudgementTypeId[]
).flatMap((id) => {
  const verdict = VERDICT_LIST.find((entry) => entry.clics === id);
  if (!verdict) return [];
  return [{ id, name: CLICS_JUDGEMENT_TYPE_NAMES[id], penalty: verdict.penalty, solved: verdict.accepted }];
});

/**
 * A stored submission's CLICS judgement type: its verdict's, or, for a verdict the table does not
 * know (a scored problem's partial score), wrong for a `wrong` submission and a judging error for
 * an `error` one.
 */
export function clicsJudgementTypeOf(status: string, verdict: string | null): ClicsJudgementTypeId {
  if (status === 'accepted') return 'AC';
  const type = verdictByName(verdict)?.clics;
  if (type) return type;
  return status === 'error' ? 'JE' : 'WA';
}

/**
 * A grader verdict code (the Kattis format's, which CLICS shares: a scored problem's groups carry
 * one) in the pages' words: the name of the one verdict it stands for ("WA" is the wrong-answer
 * verdict's name, "JE" the internal error's), else the CLICS name of the type ("RTE", which covers
 * every run-time error). Unknown codes stay as they are.
 */
export function groupVerdictLabel(code: string): string {
  if (!(code in CLICS_JUDGEMENT_TYPE_NAMES)) return code;
  const id = code as ClicsJudgementTypeId;
  const verdicts = VERDICT_LIST.filter((verdict) => verdict.clics === id);
  return verdicts.length === 1 ? verdicts[0]!.name : CLICS_JUDGEMENT_TYPE_NAMES[id];
}
