import type { RunOutcome } from '../sandbox/session.js';
import type { ValidatorVerdict } from './custom.js';

/*
 * testlib's exit codes (Polygon's checkers, interactors and validators are built with it): what a
 * checker's or interactor's ending means for the run it judged. Codes testlib only uses under other
 * judges' defines (Contester, ejudge) are not read.
 */
const TESTLIB_EXIT = {
  ok: 0,
  wrongAnswer: 1,
  presentationError: 2,
  fail: 3,
  /** _dirt: output left after the answer; testlib reports it as a presentation error. */
  dirt: 4,
  points: 7,
  /** _unexpected_eof, where a testlib build enables it: the output ended early. */
  unexpectedEof: 8,
} as const;

/** Characters of a message kept. */
const MESSAGE_LIMIT = 2000;

/** What the program wrote (testlib writes its verdict line to stderr: "wrong answer expected 3, found 4"). */
function printed(run: RunOutcome): string | undefined {
  const text = Buffer.concat([run.stderr, run.stdout]).toString('utf8').trim().slice(0, MESSAGE_LIMIT);
  return text || undefined;
}

/**
 * The points of a `quitp` ending: testlib writes "points <value> <message>" (older builds only
 * "<value> <message>"). Null when there is no number to read.
 */
export function testlibPoints(message: string): number | null {
  const match = /^(?:points\s+)?([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)(?:\s|$)/i.exec(message.trim());
  if (!match) return null;
  const points = Number(match[1]);
  return Number.isFinite(points) ? points : null;
}

/**
 * A testlib checker's or interactor's verdict: 0 accepted, 1 wrong answer, 2 (and testlib's 4 and
 * 8) a presentation error (wrong, said so in the message), 7 accepted with the points it printed; 3
 * (testlib's FAIL: the checker found the package or the judge at fault) and anything else (a crash,
 * a limit, another code) is the checker's failure, a judge error that is never the submitter's.
 */
export function testlibVerdict(run: RunOutcome): ValidatorVerdict {
  const message = printed(run);
  const base = { feedback: run.feedback, ...(message ? { message } : {}) };
  const code = run.kind === 'exited' ? run.exitCode : null;
  if (code === TESTLIB_EXIT.ok) return { outcome: 'accepted', ...base };
  if (code === TESTLIB_EXIT.wrongAnswer) return { outcome: 'wrong', ...base };
  if (code === TESTLIB_EXIT.presentationError || code === TESTLIB_EXIT.dirt || code === TESTLIB_EXIT.unexpectedEof)
    return { outcome: 'wrong', ...base, message: message ?? 'wrong output format' };
  if (code === TESTLIB_EXIT.points) {
    const points = testlibPoints(message ?? '');
    if (points !== null) return { outcome: 'accepted', ...base, points };
    return { outcome: 'failed', ...base, failure: `testlib checker gave points without a number${where(message)}` };
  }
  const how =
    code === TESTLIB_EXIT.fail
      ? 'FAIL'
      : run.kind === 'exited'
        ? `exit code ${run.exitCode}`
        : run.kind === 'signaled'
          ? `signal ${run.signal}`
          : run.kind;
  return { outcome: 'failed', ...base, failure: `testlib checker failed (${how})${where(message)}` };
}

function where(message: string | undefined): string {
  return message ? `: ${message}` : '';
}
