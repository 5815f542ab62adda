import {
  importedCodeSchema,
  MEMORY_LIMIT_RANGE_MB,
  TIME_LIMIT_RANGE_MS,
  toProblemBody,
  updateProblemFieldsSchema,
} from '@codeyard/shared';
import type { ProblemInput } from '../services/problems/problem-model.js';
import { PackageError } from './package-error.js';

/**
 * The create form's rules for what a package shares with the form: limits in range, the same
 * sizes. Not its rule against blank test input or output (an empty answer is a legitimate Kattis
 * test, e.g. an empty list printed), and not "All three languages required": an outside package
 * has the solutions its authors wrote, so the importer's own rule asks for one at least.
 */
const importRulesSchema = updateProblemFieldsSchema
  .pick({ title: true, description: true, difficulty: true, tags: true, timeLimitMs: true, memoryLimitMb: true })
  .extend(importedCodeSchema.shape);
/** A function problem has no start code to check: its page opens on the stubs of its signature. */
const functionImportRulesSchema = importRulesSchema.omit({ startCode: true });

/** Where in its package each part of a problem came from, as its messages name it. */
export type ImportPlaces = {
  /** By create-form field (title, tags, referenceCode…). */
  fields: Record<string, string>;
  statement: string;
  timeLimit: string;
  memory: string;
};

/** Throws a PackageError naming the place in the package of whatever breaks the import rules. */
export function checkImportRules(problem: ProblemInput, places: ImportPlaces): void {
  if (problem.timeLimitMs < TIME_LIMIT_RANGE_MS.min || problem.timeLimitMs > TIME_LIMIT_RANGE_MS.max) {
    throw new PackageError(
      `${places.timeLimit} must be between ${TIME_LIMIT_RANGE_MS.min / 1000} and ${TIME_LIMIT_RANGE_MS.max / 1000} seconds (is ${problem.timeLimitMs / 1000})`,
    );
  }
  if (problem.memoryLimitMb < MEMORY_LIMIT_RANGE_MB.min || problem.memoryLimitMb > MEMORY_LIMIT_RANGE_MB.max) {
    throw new PackageError(
      `${places.memory} must be between ${MEMORY_LIMIT_RANGE_MB.min} and ${MEMORY_LIMIT_RANGE_MB.max} MiB (is ${problem.memoryLimitMb})`,
    );
  }
  const rules = (problem.function ? functionImportRulesSchema : importRulesSchema).safeParse(toProblemBody(problem));
  if (!rules.success) {
    const place = (field: string) => (field === 'description' ? places.statement : (places.fields[field] ?? field));
    throw new PackageError(
      rules.error.issues.map((issue) => `${place(String(issue.path[0]))}: ${issue.message}`).join('; '),
    );
  }
}
