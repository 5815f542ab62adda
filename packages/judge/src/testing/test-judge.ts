import { Judge, type JudgeOptions } from '../judge.js';

/**
 * A uid used only by the test suites' sandboxes, so "nothing left running as the sandbox user"
 * cannot be confused by other programs running as nobody on the same machine.
 */
export const TEST_SANDBOX_UID = 64_999;

/** A judge for tests: the real sandbox, the shared cache (so the precompiled header is built once). */
export function createTestJudge(options: JudgeOptions = {}): Promise<Judge> {
  return Judge.create({ sandboxUid: TEST_SANDBOX_UID, workers: 2, ...options });
}
