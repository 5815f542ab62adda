import type { Judge } from '../judge.js';
import type { TestGroup } from '../scoring/test-groups.js';
import { STATUS } from '../status.js';
import type { JudgeRequest, SubmissionResult, TestResult } from '../types.js';

/** Consecutive tests (by index) held directly by one group, and whether that group stops at its first rejection. */
type Stretch = { start: number; end: number; stopOnFirstFailure: boolean };

/** Each test's name → the group holding it directly. */
function holders(group: TestGroup, into = new Map<string, TestGroup>()): Map<string, TestGroup> {
  for (const item of group.items) {
    if (item.kind === 'test') into.set(item.name, group);
    else holders(item, into);
  }
  return into;
}

/** The tests in order, cut where the group holding them changes. */
function stretches(root: TestGroup, names: readonly string[]): Stretch[] {
  const holderOf = holders(root);
  const cut: Stretch[] = [];
  names.forEach((name, index) => {
    const holder = holderOf.get(name);
    const last = cut.at(-1);
    if (last && holderOf.get(names[index - 1]!) === holder) last.end = index + 1;
    else cut.push({ start: index, end: index + 1, stopOnFirstFailure: holder?.settings.onReject === 'break' });
  });
  return cut;
}

/**
 * Judges a scored submission group by group, as Kattis does: in a group whose on_reject is "break",
 * the tests after its first rejected one are not run (grading never asks for their verdicts: see
 * judgeGroups), and in one whose on_reject is "continue" every test is. The answer is one result
 * as a single judging of every test would give it, with no entry at the index of a test not run. A
 * too-slow submission in a break group thus costs one time limit there, not one per test.
 */
export async function judgeByGroups(
  judge: Judge,
  request: JudgeRequest,
  root: TestGroup,
  names: readonly string[],
): Promise<SubmissionResult> {
  const tests: TestResult[] = [];
  let merged: SubmissionResult | null = null;
  for (const stretch of stretches(root, names)) {
    const result = await judge.judge({
      ...request,
      tests: request.tests.slice(stretch.start, stretch.end),
      stopOnFirstFailure: stretch.stopOnFirstFailure,
    });
    // Nothing ran: a compile error (the same for every stretch) or the judge failing answers for all.
    if (result.statusId === STATUS.compilationError.id || result.statusId === STATUS.internalError.id)
      return { ...result, tests, total: names.length, passed: merged?.passed ?? 0 };
    result.tests.forEach((test, index) => (tests[stretch.start + index] = test));
    if (!merged) {
      // The first stretch starts at test 0: its indexes are the whole's.
      merged = { ...result, tests, total: names.length };
      continue;
    }
    merged.maxTime = Math.max(merged.maxTime, result.maxTime);
    merged.maxMemory = Math.max(merged.maxMemory, result.maxMemory);
    // The whole's status is its first failure's, and what passed counts the tests before it.
    if (merged.statusId !== STATUS.accepted.id) continue;
    merged.passed += result.passed;
    if (result.statusId === STATUS.accepted.id) continue;
    merged.statusId = result.statusId;
    merged.status = result.status;
    if (result.message !== undefined) merged.message = result.message;
    if (result.firstFailure)
      merged.firstFailure = { ...result.firstFailure, index: stretch.start + result.firstFailure.index };
  }
  return merged ?? (await judge.judge({ ...request, stopOnFirstFailure: false }));
}
