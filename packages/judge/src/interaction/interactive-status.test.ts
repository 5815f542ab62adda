import { describe, expect, it } from 'vitest';
import { validatorVerdict, type ValidatorVerdict } from '../checkers/custom.js';
import { python } from '../languages/python.js';
import type { RunOutcome } from '../sandbox/session.js';
import { STATUS } from '../status.js';
import { dialogueStatus, interactiveStatus } from './interactive-status.js';

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

/** A run that ended at `endMicroseconds` on the inits' shared clock, cleanly unless said otherwise. */
function ended(endMicroseconds: number, how: Partial<RunOutcome> = {}): RunOutcome {
  return {
    kind: 'exited',
    exitCode: 0,
    signal: null,
    cpuMicroseconds: 20_000,
    wallMicroseconds: 30_000,
    maxRssKb: 8000,
    oomKills: 0,
    stdout: Buffer.alloc(0),
    stderr: Buffer.alloc(0),
    stderrTotalBytes: 0,
    endMicroseconds,
    feedback: new Map(),
    ...how,
  };
}

const crashed = { exitCode: 1 };
const killedByBrokenPipe = { kind: 'signaled', exitCode: null, signal: 13 } as const;
const timedOut = { kind: 'wall-limit', exitCode: null } as const;
const outOfMemory = { exitCode: 1, stderr: Buffer.from('MemoryError\n'), stderrTotalBytes: 12 };
const accepts = { exitCode: 42 };
const rejects = { exitCode: 43 };

describe('dialogueStatus (which program ended first, from the times the inits took)', () => {
  it.each([
    [
      'the submission crashed first, then the interactor rejected',
      crashed,
      1000,
      rejects,
      2000,
      STATUS.runtimeErrorNzec,
    ],
    ['the interactor rejected first, then the submission crashed', crashed, 2000, rejects, 1000, STATUS.wrongAnswer],
    [
      'the submission timed out first, then the interactor rejected',
      timedOut,
      1000,
      rejects,
      2000,
      STATUS.timeLimitExceeded,
    ],
    [
      'the submission ran out of memory first, then the interactor rejected',
      outOfMemory,
      1000,
      rejects,
      2000,
      STATUS.memoryLimitExceeded,
    ],
    ['the submission ended cleanly first, then the interactor rejected', {}, 1000, rejects, 2000, STATUS.wrongAnswer],
    [
      'the interactor accepted first, then the submission crashed',
      crashed,
      2000,
      accepts,
      1000,
      STATUS.runtimeErrorNzec,
    ],
    [
      'the interactor accepted first, then the submission died of SIGPIPE',
      killedByBrokenPipe,
      2000,
      accepts,
      1000,
      STATUS.accepted,
    ],
    [
      'the interactor rejected first, then the submission died of SIGPIPE',
      killedByBrokenPipe,
      2000,
      rejects,
      1000,
      STATUS.wrongAnswer,
    ],
    ['both ended cleanly, the interactor accepting', {}, 1000, accepts, 2000, STATUS.accepted],
  ] as const)('%s', (_case, program, programEnd, interactor, interactorEnd, expected) => {
    const interactorRun = ended(interactorEnd, interactor);
    expect(
      dialogueStatus({
        program: ended(programEnd, program),
        interactor: interactorRun,
        validator: validatorVerdict(interactorRun),
        language: python,
        limits: { cpuMs: 1000, memoryKb: 256 * 1024, outputBytes: 1 << 20 },
      }),
    ).toBe(expected);
  });

  it('is a judge error when the interactor itself fails, whoever ended first', () => {
    const interactorRun = ended(1000, { exitCode: 120 });
    expect(() =>
      dialogueStatus({
        program: ended(2000, crashed),
        interactor: interactorRun,
        validator: validatorVerdict(interactorRun),
        language: python,
        limits: { cpuMs: 1000, memoryKb: 256 * 1024, outputBytes: 1 << 20 },
      }),
    ).toThrow('output validator failed (exit code 120)');
  });
});
