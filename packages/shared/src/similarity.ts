import type { SolverLanguage } from './languages.js';

/** How many of a problem-and-language group's most similar pairs the report lists. */
export const SIMILARITY_MAX_PAIRS = 50;
/** How many matching fragments each listed pair shows. */
export const SIMILARITY_MAX_FRAGMENTS = 40;
/** Sources longer than this (characters) are left out of the comparison, with a note. */
export const SIMILARITY_MAX_SOURCE_LENGTH = 20_000;

export type SimilaritySubmissionRef = { userId: string; name: string; submissionId: string };

/** 1-based, inclusive line numbers of a fragment in one source. */
export type SimilarityLines = { startLine: number; endLine: number };

export type SimilarityPair = {
  left: SimilaritySubmissionRef;
  right: SimilaritySubmissionRef;
  /** 0–1: the share of both sources covered by fingerprints they share (Dolos's similarity). */
  similarity: number;
  /** The longest run of shared k-grams (Dolos's `longest`), in k-grams. */
  longestFragment: number;
  fragments: { left: SimilarityLines; right: SimilarityLines }[];
};

/** One problem in one language: its contestants' last accepted submissions compared pairwise. */
export type SimilarityGroup = {
  problemId: string;
  problemTitle: string;
  language: SolverLanguage;
  /** How many submissions were looked at: 1 when one stood alone with nothing to compare it with. */
  compared: number;
  /** Submissions left out, with why (too long, the language cannot be parsed). */
  skipped: (SimilaritySubmissionRef & { reason: string })[];
  /** Most similar first, at most SIMILARITY_MAX_PAIRS. */
  pairs: SimilarityPair[];
  /** The code of every submission named in `pairs`, by submission id, for the side-by-side view. */
  sources: Record<string, string>;
};

export type SimilarityReport = { contestId: string; generatedAt: string; groups: SimilarityGroup[] };

export const similarityMessages = {
  notEnded: 'The similarity report is available once the contest has ended',
  tooLong: `Longer than ${SIMILARITY_MAX_SOURCE_LENGTH} characters`,
} as const;
