import type { ClicsJudgementTypeId } from '@codeyard/shared/verdicts';

/*
 * The Kattis problem package format's default grader (legacy format, "Graders"; problemtools
 * implements the same): the result of a test data group from the results of its test cases and
 * subgroups, in order. Configured per group by `grader_flags` in testdata.yaml.
 */

/** Verdict codes as graders read and write them: CLICS judgement type ids (a compile error is never graded). */
export type GraderVerdict = Exclude<ClicsJudgementTypeId, 'CE'>;

export type GraderResult = { verdict: GraderVerdict; score: number };

export type GraderFlags = {
  verdictMode: 'worst_error' | 'first_error' | 'always_accept';
  scoreMode: 'sum' | 'avg' | 'min' | 'max';
  /** Root level only: the first sub-result (the samples) is left out, verdict and score. */
  ignoreSample: boolean;
  /** Accepted when any sub-result is, else as the verdict mode says. */
  acceptIfAnyAccepted: boolean;
};

export const DEFAULT_GRADER_FLAGS: GraderFlags = {
  verdictMode: 'worst_error',
  scoreMode: 'sum',
  ignoreSample: false,
  acceptIfAnyAccepted: false,
};

/** "Worst" first: the worst_error mode picks the first of these that occurs. */
const WORST_FIRST: readonly GraderVerdict[] = ['JE', 'IF', 'RTE', 'MLE', 'TLE', 'OLE', 'WA'];

const VERDICT_MODES = new Set<string>(['worst_error', 'first_error', 'always_accept']);
const SCORE_MODES = new Set<string>(['sum', 'avg', 'min', 'max']);

/** Reads `grader_flags`; of conflicting modes the last one wins, as the format says. Unknown words are an error. */
export function parseGraderFlags(text: string): GraderFlags {
  const flags = { ...DEFAULT_GRADER_FLAGS };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (VERDICT_MODES.has(word)) flags.verdictMode = word as GraderFlags['verdictMode'];
    else if (SCORE_MODES.has(word)) flags.scoreMode = word as GraderFlags['scoreMode'];
    else if (word === 'ignore_sample') flags.ignoreSample = true;
    else if (word === 'accept_if_any_accepted') flags.acceptIfAnyAccepted = true;
    else throw new Error(`unknown grader flag "${word}"`);
  }
  return flags;
}

function aggregateScore(scores: number[], mode: GraderFlags['scoreMode']): number {
  switch (mode) {
    case 'sum':
      return scores.reduce((total, score) => total + score, 0);
    case 'avg':
      return scores.reduce((total, score) => total + score, 0) / scores.length;
    case 'min':
      return Math.min(...scores);
    case 'max':
      return Math.max(...scores);
  }
}

function aggregateVerdict(verdicts: GraderVerdict[], flags: GraderFlags): GraderVerdict {
  if (flags.verdictMode === 'always_accept') return 'AC';
  if (flags.acceptIfAnyAccepted && verdicts.includes('AC')) return 'AC';
  if (verdicts.every((verdict) => verdict === 'AC')) return 'AC';
  if (flags.verdictMode === 'first_error') return verdicts.find((verdict) => verdict !== 'AC')!;
  return WORST_FIRST.find((verdict) => verdicts.includes(verdict))!;
}

/**
 * A group's result. An empty group is accepted with score 0. The score of a result that is not
 * accepted is ignored by whoever reads it (the format: "for non-Accepted results on scoring
 * problems, the score provided by the grader will always be ignored"), so it is answered as 0.
 */
export function grade(results: readonly GraderResult[], flags: GraderFlags = DEFAULT_GRADER_FLAGS): GraderResult {
  const counted = flags.ignoreSample ? results.slice(1) : [...results];
  if (counted.length === 0) return { verdict: 'AC', score: 0 };
  const verdict = aggregateVerdict(
    counted.map((result) => result.verdict),
    flags,
  );
  if (verdict !== 'AC') return { verdict, score: 0 };
  return {
    verdict,
    score: aggregateScore(
      counted.map((result) => result.score),
      flags.scoreMode,
    ),
  };
}
