import type { ValidatorVerdict } from '../checkers/custom.js';
import { STATUS, type Status } from '../status.js';

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
