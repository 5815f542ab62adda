import { describe, expect, it } from 'vitest';
import type { ValidatorVerdict } from '../checkers/custom.js';
import { STATUS } from '../status.js';
import { interactiveStatus } from './interactive-status.js';

const accepted: ValidatorVerdict = { outcome: 'accepted', feedback: new Map() };
const wrong: ValidatorVerdict = { outcome: 'wrong', feedback: new Map() };
const failed: ValidatorVerdict = {
  outcome: 'failed',
  feedback: new Map(),
  failure: 'output validator failed (signal 11)',
};

describe('interactiveStatus (the Kattis rules, as problemtools applies them)', () => {
  it('gives Wrong Answer when the interactor rejects first, whatever the submission did after', () => {
    for (const program of [null, STATUS.timeLimitExceeded, STATUS.runtimeErrorOther])
      expect(interactiveStatus({ program, validator: wrong, validatorEndedFirst: true })).toBe(STATUS.wrongAnswer);
  });

  it("lets the submission's own failure win when it ended first", () => {
    expect(interactiveStatus({ program: STATUS.timeLimitExceeded, validator: wrong, validatorEndedFirst: false })).toBe(
      STATUS.timeLimitExceeded,
    );
    expect(interactiveStatus({ program: STATUS.runtimeErrorNzec, validator: wrong, validatorEndedFirst: false })).toBe(
      STATUS.runtimeErrorNzec,
    );
  });

  it('lets a crash after an accepted dialogue win over the acceptance', () => {
    expect(
      interactiveStatus({ program: STATUS.runtimeErrorNzec, validator: accepted, validatorEndedFirst: true }),
    ).toBe(STATUS.runtimeErrorNzec);
  });

  it("takes the interactor's verdict for a submission that ended cleanly", () => {
    expect(interactiveStatus({ program: null, validator: accepted, validatorEndedFirst: false })).toBe(STATUS.accepted);
    expect(interactiveStatus({ program: null, validator: wrong, validatorEndedFirst: false })).toBe(STATUS.wrongAnswer);
  });

  it('throws (a judge error) when the interactor fails, even if the submission failed too', () => {
    expect(() =>
      interactiveStatus({ program: STATUS.timeLimitExceeded, validator: failed, validatorEndedFirst: false }),
    ).toThrow('output validator failed (signal 11)');
  });
});
