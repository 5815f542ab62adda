import type { Judge } from '../../judge.js';
import { verifyPackage, type VerifyLine } from '../verify-problem-package.js';
import type { PolygonPlan } from './polygon-plan.js';
import { polygonProblemPackage } from './polygon-package.js';
import {
  preparePolygonTests,
  type PolygonPreparationLimits,
  type PreparedPolygonTest,
} from './prepare-polygon-tests.js';
import { PolygonPackageError } from './problem-xml.js';

/**
 * What an importer gets from a Polygon package's plan, all of it done in the judge's sandbox: its
 * tests made, and every tagged solution judged on them as `verify` judges it. A package whose
 * tests cannot be made answers why (a value, not a thrown error, so a queue does not try again).
 */
export type PolygonPreparation =
  { ok: true; tests: PreparedPolygonTest[]; lines: VerifyLine[] } | { ok: false; error: string };

export async function preparePolygonPackage(
  plan: PolygonPlan,
  judge: Judge,
  limits?: PolygonPreparationLimits,
): Promise<PolygonPreparation> {
  let tests: PreparedPolygonTest[];
  try {
    tests = await preparePolygonTests(plan, judge, limits);
  } catch (error) {
    if (error instanceof PolygonPackageError) return { ok: false, error: error.message };
    throw error;
  }
  const lines: VerifyLine[] = [];
  for await (const line of verifyPackage(polygonProblemPackage(plan, tests), judge)) lines.push(line);
  return { ok: true, tests, lines };
}
