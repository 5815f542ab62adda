import type { ValidatorVerdict } from '../checkers/custom.js';
import type { ProgramRecipe } from '../languages/language.js';
import type { RunOutcome } from '../sandbox/session.js';
import { STATUS, type Status } from '../status.js';
import { runStatus, type RunLimitsForVerdict } from '../verdict.js';

const SIGPIPE = 13;

/**
 * The verdict of one interactive run, by the rules of the Kattis format as problemtools applies
 * them: a failed interactor is a judge error (thrown); an interactor that rejects and ends first
 * gives a wrong answer whatever the submission did next (it may have timed out waiting, or died
 * writing into a closed pipe); otherwise the submission's own failure (time, memory, a crash)
 * wins; otherwise the interactor's verdict stands. `program` is the submission's run status, null
 * when it exited cleanly.
 */
export function interactiveStatus(options: {
  program: Status | null;
  validator: ValidatorVerdict;
  validatorEndedFirst: boolean;
}): Status {
  const { program, validator, validatorEndedFirst } = options;
  if (validator.outcome === 'failed') throw new Error(validator.failure);
  if (validator.outcome === 'wrong' && validatorEndedFirst) return STATUS.wrongAnswer;
  if (program) return program;
  return validator.outcome === 'accepted' ? STATUS.accepted : STATUS.wrongAnswer;
}

/**
 * The verdict of one dialogue from its two runs. Which program ended first is read from their end
 * times, which the sandboxes' inits take on one monotonic clock before either side can see the
 * end (the supervisor's guards, native/supervisor.c): an end caused by the other's is always the
 * later one. A submission killed by SIGPIPE wrote after the interactor had ended, and counts as a
 * clean end, so the interactor's verdict decides (problemtools: "in case of broken pipes, let
 * validator decide").
 */
export function dialogueStatus(options: {
  program: RunOutcome;
  interactor: RunOutcome;
  validator: ValidatorVerdict;
  language: ProgramRecipe;
  limits: RunLimitsForVerdict;
}): Status {
  const { program, interactor, validator, language, limits } = options;
  // A recorded run's stdout is the transcript, not output the program is limited in.
  const ended: RunOutcome = { ...program, stdout: Buffer.alloc(0) };
  const brokenPipe = program.kind === 'signaled' && program.signal === SIGPIPE;
  return interactiveStatus({
    program: runStatus(brokenPipe ? { ...ended, kind: 'exited', exitCode: 0, signal: null } : ended, language, limits),
    validator,
    validatorEndedFirst: interactor.endMicroseconds < program.endMicroseconds,
  });
}
