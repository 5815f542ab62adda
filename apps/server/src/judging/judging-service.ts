import { preparePolygonPackage, type Judge, type PolygonPlan, type PolygonPreparation } from '@codeyard/judge';
import type { OfferedLanguage, RunOutcome, VerificationLanguageReport } from '@codeyard/shared';
import type { DatabaseHandle } from '../db/database.js';
import { AppError } from '../errors.js';
import type { ProblemInput } from '../services/problems/problem-model.js';
import { listPendingSubmissions } from '../services/submissions/submissions.js';
import type { JudgeMetrics } from '../metrics/judge-metrics.js';
import type { QueueDepth } from '../metrics/web-metrics.js';
import { languagesBeforeJudge, languagesOfJudge } from './offered-languages.js';
import { judgeStoredSubmission, type JudgingLog, type PublishProgress } from './judge-stored-submission.js';
import { runAgainstExamples, type RunOptions } from './run-code.js';
import { verifyReferenceSolutions } from './verify-references.js';

export type JudgeStatus = {
  available: boolean;
  starting: boolean;
  message: string | null;
  memoryControl: string | null;
};

export type JudgingService = {
  status(): JudgeStatus;
  /**
   * The languages Runs and submissions may use. `fresh` asks again rather than answering what was
   * last heard (the queue's workers' announcements are read now).
   */
  offeredLanguages(options?: { fresh?: boolean }): Promise<OfferedLanguage[]>;
  /** Why new work cannot be taken right now (the queue's Redis is unreachable), or null; Runs and submissions are then refused with 503. */
  unavailable?(): string | null;
  /** Runs code against a problem's examples or the given cases (and custom input) for a user; answers when done. */
  run(options: RunOptions): Promise<RunOutcome>;
  /** Runs every reference solution against every test; one report per language. */
  verifyReferences(problem: ProblemInput): Promise<VerificationLanguageReport[]>;
  /**
   * Makes a Polygon package's tests (generators, validators, the main solution, all in the sandbox)
   * and judges its tagged solutions on them: importing one (POST /problem/import).
   */
  preparePolygon(plan: PolygonPlan): Promise<PolygonPreparation>;
  /**
   * Judges a stored pending submission of `userId` (who is queued fairly against others); resolves
   * once its final status is stored. A `rejudge` waits behind new submissions (low priority).
   * `requestId` (the submit's) goes into the judging's log lines, wherever it is judged.
   */
  judgeSubmission(
    submissionId: string,
    userId: string,
    options?: { rejudge?: boolean; requestId?: string },
  ): Promise<void>;
  /**
   * Judges again whatever a crash or restart left pending; answers how many. The queued judge
   * goes on doing so for as long as it runs, taking over what other processes left.
   */
  recoverPending(): Promise<number>;
  /**
   * Shutting down: stops waiting for the submissions this process holds (their requests answer
   * them as pending) and lets other processes take them over. Runs in flight go on.
   */
  handBack?(): Promise<void>;
  /** Where progress goes (the realtime layer sets it). */
  setPublisher(publish: PublishProgress): void;
  /** Programs being judged in this process right now; absent where judging happens in workers. */
  programsJudgedHere?(): number;
  /** Jobs waiting and being judged, read when /metrics is scraped; absent where there is no queue to read. */
  queueDepth?(): Promise<QueueDepth>;
  close(): Promise<void>;
};

/**
 * The embedded default: the judge runs inside this process. Starting it (sandbox check and
 * language self-tests) takes a few seconds, so it starts in the background and requests wait
 * for it; the rest of the app is served meanwhile.
 */
export function createInProcessJudging(options: {
  database: DatabaseHandle;
  startJudge: () => Promise<Judge>;
  onError?: (error: unknown, submissionId: string) => void;
  /** Where judging records its queue wait, duration and verdicts (the app's metrics). */
  metrics?: JudgeMetrics;
  log?: JudgingLog;
  /** When a verdict is stamped (judged_at): the app's clock where there is one; unset, this process's wall clock (a worker's). */
  clock?: () => number;
}): JudgingService {
  let judge: Judge | null = null;
  let failure: string | null = null;
  let handingBack = false;
  let publish: PublishProgress = () => undefined;
  const ready = options.startJudge().then(
    (started) => {
      judge = started;
      return started;
    },
    (error: unknown) => {
      failure = error instanceof Error ? error.message : String(error);
      return null;
    },
  );

  /** The judge once started; requests that need it get 503 with the reason when it could not start. */
  const requireJudge = async (): Promise<Judge> => {
    const started = await ready;
    if (!started) throw new AppError('UNAVAILABLE', `The judge is unavailable: ${failure}`);
    return started;
  };

  return {
    status: () => ({
      available: judge !== null,
      starting: judge === null && failure === null,
      message: failure,
      memoryControl: judge?.info.memoryControl ?? null,
    }),
    // A judge still starting (seconds, at boot) is waited for, as a Run would wait for it.
    async offeredLanguages() {
      const started = await ready;
      return started ? languagesOfJudge(started.info) : languagesBeforeJudge();
    },
    async run(runOptions) {
      return runAgainstExamples(await requireJudge(), runOptions);
    },
    async verifyReferences(problem) {
      return verifyReferenceSolutions(await requireJudge(), problem);
    },
    async preparePolygon(plan) {
      return preparePolygonPackage(plan, await requireJudge());
    },
    async judgeSubmission(submissionId, _userId, judgeOptions) {
      const queuedAt = Date.now();
      const started = await ready;
      // Shutting down: left pending, for the next start to judge.
      if (handingBack) return;
      await judgeStoredSubmission({
        database: options.database,
        judge: started,
        judgeUnavailableReason: failure ?? undefined,
        submissionId,
        publish: (userId, progress) => publish(userId, progress),
        clock: options.clock,
        trace: {
          requestId: judgeOptions?.requestId,
          log: options.log,
          metrics: options.metrics,
          queuedAt,
          queueKind: judgeOptions?.rejudge ? 'rejudge' : 'submission',
        },
      });
    },
    async recoverPending() {
      const pending = await listPendingSubmissions(options.database);
      for (const { id, userId } of pending) {
        this.judgeSubmission(id, userId).catch((error: unknown) => options.onError?.(error, id));
      }
      return pending.length;
    },
    // Shutting down: submissions still waiting for the judge stay pending in the database (their
    // requests answer them as pending) and the next start judges them; those being judged finish.
    async handBack() {
      handingBack = true;
      const handedBack = judge?.handBackWaitingSubmissions() ?? 0;
      if (handedBack > 0) options.log?.info({ handedBack }, 'submissions waiting for the judge handed back');
    },
    setPublisher(next) {
      publish = next;
    },
    programsJudgedHere() {
      return judge?.queueDepth.active ?? 0;
    },
    async queueDepth() {
      return { ...(judge?.queueDepth ?? { waiting: 0, active: 0 }), delayed: 0, workers: judge ? 1 : 0 };
    },
    async close() {
      // A judge still starting (self-tests take seconds, minutes on a cold cache) is not waited
      // for: it is closed as soon as it is up, and the process need not stay for that.
      if (!judge) {
        void ready.then((started) => started?.close());
        return;
      }
      await judge.close();
    },
  };
}
