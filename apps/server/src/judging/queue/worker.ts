/**
 * The judge queue's worker: what a worker process does (`npm run worker`, and a web server that
 * judges too). It takes jobs, judges them with the local judge, publishes judging progress,
 * announces the languages it judges, records a submission whose every attempt failed, and hands
 * its jobs back when it stops. The jobs' shapes and the Redis names are in protocol.ts.
 */
import type { Judge } from '@codeyard/judge';
import { VERDICTS } from '@codeyard/shared';
import { Worker, type Job } from 'bullmq';
import type { DatabaseHandle } from '../../db/database.js';
import { delay } from '../../lib/shutdown.js';
import { quitRedis } from '../../lib/redis-clients.js';
import type { JudgeMetrics, QueueKind } from '../../metrics/judge-metrics.js';
import { getProblem } from '../../services/problems/problems.js';
import { getSubmission, recordOutcome } from '../../services/submissions/submissions.js';
import { judgeStoredSubmission, type JudgingLog, type PublishProgress } from '../judge-stored-submission.js';
import { announceLanguages, languagesOfJudge } from '../offered-languages.js';
import { runAgainstExamples } from '../run-code.js';
import { verifyReferenceSolutions } from '../verify-references.js';
import {
  ATTEMPTS,
  connect,
  DEFAULT_NAMESPACE,
  failedOutcome,
  redisNames,
  REJUDGE_PRIORITY,
  type JobData,
} from './protocol.js';

function queueKindOf(job: Job<JobData>): QueueKind {
  if (job.data.kind !== 'submission') return job.data.kind;
  return job.opts.priority === REJUDGE_PRIORITY ? 'rejudge' : 'submission';
}

/** Takes jobs from the queue and judges them with `judge`; used by `npm run worker` and by web servers that judge too. */
export function startJudgeWorker(options: {
  database: DatabaseHandle;
  redisUrl: string;
  judge: Judge;
  concurrency: number;
  namespace?: string;
  /** Where this process records queue waits, judging durations and verdicts. */
  metrics?: JudgeMetrics;
  log?: JudgingLog;
  /** When a verdict is stamped (judged_at): the app's clock where there is one; unset, this process's wall clock (a worker's). */
  clock?: () => number;
}): JudgeWorker {
  const names = redisNames(options.namespace ?? DEFAULT_NAMESPACE);
  const publisher = connect(options.redisUrl, 'judging progress publisher');
  const workerConnection = connect(options.redisUrl, 'judge worker');
  const publish: PublishProgress = (userId, progress) =>
    void publisher.publish(names.progressChannel, JSON.stringify({ userId, progress })).catch(() => undefined);
  const stopAnnouncing = announceLanguages(publisher, names.judgeLanguages, languagesOfJudge(options.judge.info));
  const worker = new Worker<JobData>(
    names.queue,
    async (job) => {
      const data = job.data;
      // A retry's wait would include its failed attempt and back-off: only first attempts are timed.
      if (job.attemptsMade === 0) options.metrics?.waited(queueKindOf(job), Date.now() - job.timestamp);
      switch (data.kind) {
        case 'submission':
          return judgeStoredSubmission({
            database: options.database,
            judge: options.judge,
            submissionId: data.submissionId,
            publish,
            trace: { requestId: data.requestId, log: options.log, metrics: options.metrics },
            clock: options.clock,
          });
        case 'run':
          return runAgainstExamples(options.judge, {
            problem: await getProblem(options.database, data.problemId),
            language: data.language,
            code: data.code,
            customInput: data.customInput,
            testCases: data.testCases,
            userId: data.userId,
          });
        case 'verify':
          return verifyReferenceSolutions(options.judge, data.problem);
      }
    },
    { connection: workerConnection, concurrency: options.concurrency },
  );
  /** Jobs this worker is judging (each carries the lock token that lets it hand the job back at shutdown). */
  const active = new Map<string, Job<JobData>>();
  worker.on('error', () => undefined); // its connection reports Redis failures (connect)
  worker.on('active', (job) => active.set(job.id ?? '', job));
  worker.on('completed', (job) => active.delete(job.id ?? ''));
  // A submission whose every attempt failed still gets a final status.
  worker.on('failed', (job, error) => {
    if (job) active.delete(job.id ?? '');
    if (!job || job.data.kind !== 'submission' || job.attemptsMade < ATTEMPTS) return;
    const { submissionId, requestId } = job.data;
    void getSubmission(options.database, submissionId)
      .then((submission) =>
        submission.status === 'pending'
          ? recordOutcome(
              options.database,
              submission,
              failedOutcome(submission.tests_total, error.message),
              (options.clock ?? Date.now)(),
            ).then((recorded) => {
              if (!recorded) return;
              options.metrics?.verdict('error', VERDICTS.internalError.name);
              options.log?.error(
                { requestId, submissionId, language: submission.language, error: error.message },
                'judging failed on every attempt',
              );
            })
          : undefined,
      )
      .catch(() => undefined);
  });
  return {
    get activeJobs() {
      return active.size;
    },
    get connected() {
      return workerConnection.status === 'ready';
    },
    async close(closeOptions = {}) {
      // Takes no new job (worker.close() would, but a second close(true) cannot cut its wait short).
      await worker.pause(true).catch(() => undefined);
      await stopAnnouncing();
      const deadlineMs = Date.now() + (closeOptions.handBackAfterMs ?? Number.POSITIVE_INFINITY);
      while (active.size > 0 && Date.now() < deadlineMs) await delay(50);
      const handedBack = [...active.values()];
      // Still judging at the bound: the jobs go back to the queue for another worker now, rather
      // than when their lock expires (BullMQ's stalled check, 30 s later, counted as a stall).
      await Promise.all(handedBack.map((job) => job.moveToWait(job.token).catch(() => undefined)));
      await worker.close(handedBack.length > 0);
      await quitRedis([publisher, workerConnection]);
      return { handedBack: handedBack.length };
    },
  };
}

export type JudgeWorker = {
  /** Jobs being judged right now. */
  readonly activeJobs: number;
  /** Whether its Redis connection is up (closing waits for Redis: with it gone, there is nothing to wait for). */
  readonly connected: boolean;
  /**
   * Stops taking jobs and waits for the active ones; after `handBackAfterMs` (default: no limit)
   * whatever is still being judged is handed back to the queue for another worker.
   */
  close(options?: { handBackAfterMs?: number }): Promise<{ handedBack: number }>;
};
