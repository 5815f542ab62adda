import type { LanguageId } from '../../types.js';
import type { PolygonGroup } from './polygon-scoring.js';

/*
 * What a Polygon package says, read from its files into plain data (it travels to a judge worker
 * as it is): the programs with their sources, each test as the package holds it or as its
 * generator makes it, the solutions with their tags, the statement's sections. Nothing has run
 * yet; preparePolygonTests runs what must run, in the sandbox.
 */

/** A program of the package: its language, its source, and where it is in the package. */
export type PolygonProgram = { file: string; language: LanguageId; source: string };

export type PolygonPlanTest = {
  /** 1-based, as Polygon numbers tests. */
  number: number;
  sample: boolean;
  group?: string;
  points?: number;
  /** The input as the package holds it (a manual test, or any test of a full package); null when it must be generated. */
  input: string | null;
  /** The answer as the package holds it (a full package); null when the main solution must make it. */
  answer: string | null;
  /** How a generated test is made: the generator's name and arguments, as problem.xml's cmd has them. */
  generate?: { command: string; generator: string; arguments: string[] };
};

export type PolygonSolution = {
  /** Where it is in the package, e.g. solutions/wa.cpp. */
  file: string;
  /** Polygon's tag: main, accepted, rejected, wrong-answer, time-limit-exceeded… */
  tag: string;
  language: LanguageId | null;
  /** Why it cannot be judged here (its language). */
  skipReason?: string;
  source: string;
};

/** The statement's sections, LaTeX as Polygon keeps them (problem-properties.json or statement-sections/). */
export type PolygonStatement = {
  language: string;
  /** Where the sections were read from, for messages. */
  file: string;
  legend: string;
  input: string;
  output: string;
  interaction?: string;
  scoring?: string;
  notes?: string;
};

export type PolygonPlan = {
  name: string;
  shortName: string | null;
  /** CPU time per test in milliseconds. */
  timeLimitMs: number;
  /** Memory per test in MiB. */
  memoryLimitMb: number;
  /** The package's headers (its testlib.h), by file name: compiled beside every program of the package. */
  headers: Record<string, string>;
  /** Generators, by the name a test's command calls them. */
  generators: Record<string, PolygonProgram>;
  /** The testlib checker; null when the package has none (the default tokens comparison). */
  checker: PolygonProgram | null;
  interactor: PolygonProgram | null;
  validators: PolygonProgram[];
  tests: PolygonPlanTest[];
  groups: PolygonGroup[];
  /** Whether the tests carry points (the testset is scored). */
  scored: boolean;
  solutions: PolygonSolution[];
  statement: PolygonStatement | null;
  /** Polygon's tags of the problem (free words such as "dp", "graphs"). */
  tags: string[];
};
