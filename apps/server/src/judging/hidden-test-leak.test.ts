import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { JudgingProgress } from '@codeyard/shared';
import { startServer, type RunningServer } from '../server.js';
import { insertProblem } from '../services/problems/problems.js';
import { getSubmission } from '../services/submissions/submissions.js';
import { HIDDEN_MARKERS, sumProblem } from '../testing/fixture-problem.js';
import { closeSharedJudge, realJudging, sharedJudge } from '../testing/judging.js';
import { LEAK_LANGUAGES, LEAKED_MEBIBYTES, leakProgram, type LeakKind } from '../testing/leak-programs.js';
import { signUp, testConfig } from '../testing/test-app.js';

const LEAK_KINDS: LeakKind[] = ['stderr', 'stdoutThenCrash', 'exitCode', 'memory'];
/** Everything a submission answer may carry; a new field (an exit code, a stderr excerpt) must be added here on purpose. */
const SUBMISSION_FIELDS = [
  '_id',
  'problemId',
  'language',
  'status',
  'runtime',
  'runTime',
  'memory',
  'testCasesPassed',
  'testcasespassed',
  'testCasesTotal',
  'totalTestcases',
  'errorMessage',
  'verdict',
  'code',
  'createdAt',
];
const PROGRESS_FIELDS = ['submissionId', 'problemId', 'phase', 'test', 'total', 'status'];

/**
 * Issue 8: a program could read hidden tests back through what the judge told its submitter. Every
 * trick, in every language, must end in nothing more than a verdict and a test number.
 */
describe('hidden tests never reach the submitter', () => {
  let server: RunningServer;
  let problemId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const config = { ...testConfig({ AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' }), port: 0, host: '127.0.0.1' };
    server = await startServer(config, { judging: realJudging, logger: false });
    problemId = await insertProblem(server.context.database, sumProblem(), server.context.clock());
    // Start-up (sandbox check, self-tests) is slow on a loaded machine; no case should pay for it.
    await sharedJudge();
  }, 300_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await server?.close();
    await closeSharedJudge();
  });

  /** A fresh user (so each case reads only its own history) listening for its judging progress. */
  const submitter = async () => {
    const { cookie } = await signUp(server.app);
    const socket = connect(server.url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const progress: JudgingProgress[] = [];
    socket.on('submission-progress', (event: JudgingProgress) => progress.push(event));
    return { cookie, progress };
  };

  for (const language of LEAK_LANGUAGES) {
    for (const kind of LEAK_KINDS) {
      it(
        `${language}: leaking by ${kind} shows only the verdict and the test number`,
        { timeout: 180_000 },
        async () => {
          const { cookie, progress } = await submitter();
          const answer = await server.app.inject({
            method: 'POST',
            url: `/api/submissions/submit/${problemId}`,
            headers: { cookie },
            payload: { code: leakProgram(language, kind), language },
          });
          expect(answer.statusCode).toBe(200);
          const submission = answer.json();
          // The first hidden test was answered correctly, so the leak happened on the second.
          expect(submission).toMatchObject({ status: 'error', testcasespassed: 1, totalTestcases: 4 });
          expect(submission.verdict).toMatch(/^Runtime Error/);
          expect(submission.errorMessage).toBe(`${submission.verdict} on test 2`);
          // Peak memory (kB) comes from the passed first test, not from what the failing one chose to fill.
          expect(submission.memory).toBeLessThan(LEAKED_MEBIBYTES * 1024);

          await expect
            .poll(() => progress.some((event) => event.submissionId === submission._id && event.phase === 'done'), {
              timeout: 30_000,
            })
            .toBe(true);
          const events = progress.filter((event) => event.submissionId === submission._id);
          const history = await server.app.inject({
            method: 'GET',
            url: `/api/problem/submittedproblems/${problemId}`,
            headers: { cookie },
          });
          const stored = await getSubmission(server.context.database, submission._id);
          expect(stored.error_message).toBe(`${submission.verdict} on test 2`);
          expect(Object.keys(submission).sort()).toEqual([...SUBMISSION_FIELDS, 'submission'].sort());
          expect(Object.keys(submission.submission).sort()).toEqual([...SUBMISSION_FIELDS].sort());
          for (const event of events) expect(PROGRESS_FIELDS).toEqual(expect.arrayContaining(Object.keys(event)));

          const readable = [answer.body, history.body, JSON.stringify(stored), JSON.stringify(events)];
          for (const text of readable) {
            for (const marker of HIDDEN_MARKERS) expect(text).not.toContain(marker);
          }
        },
      );
    }
  }
});
