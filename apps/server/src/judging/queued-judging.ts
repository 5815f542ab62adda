import type { Judge } from '@codeyard/judge';
import type { JudgingProgress, RunResult, SolverLanguage, VerificationLanguageReport } from '@codeyard/shared';
import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/database.js';
import { AppError } from '../errors.js';
import type { Problem } from '../services/problems/problem-model.js';
import { getProblem } from '../services/problems/problems.js';
import { listPendingSubmissionIds, recordOutcome, getSubmission } from '../services/submissions/submissions.js';
import { judgeStoredSubmission, type PublishProgress } from './judge-stored-submission.js';
import type { JudgingService } from './judging-service.js';
import { runAgainstExamples } from './run-code.js';
import { verifyReferenceSolutions } from './verify-references.js';

const QUEUE_NAME = 'codeyard-judging';
/** Workers publish progress here; every web server relays it to its own sockets. */
const PROGRESS_CHANNEL = 'codeyard:judging-progress';
/** How long a web server waits for a worker before answering (ms). A submission stays stored and is judged later. */
const WAIT_MS = 10 * 60 * 1000;
const ATTEMPTS = 3;

type JobData =
  | { kind: 'submission'; submissionId: string }
  | { kind: 'run'; problemId: string; language: SolverLanguage; code: string; customInput?: string }
  | { kind: 'verify'; problem: Omit<Problem, 'id'> };

/** BullMQ needs blocking connections that retry for ever rather than failing requests. */
function connect(redisUrl: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null });
}

/**
 * Judging through a Redis queue (BullMQ): web servers add jobs and wait for their results; any
 * number of `npm run worker` processes (and, unless JUDGE_IN_PROCESS=false, the web server
 * itself) take them. Submissions are rows first and jobs second, keyed by submission id, so a
 * job re-added after a restart is not judged twice, and a worker that dies mid-job has its job
 * taken over when BullMQ finds it stalled.
 */
export function createQueuedJudging(options: { database: DatabaseHandle; redisUrl: string }): JudgingService {
  const connection = connect(options.redisUrl);
  const subscriber = connect(options.redisUrl);
  const queue = new Queue<JobData>(QUEUE_NAME, { connection });
  const eventsConnection = connect(options.redisUrl);
  const events = new QueueEvents(QUEUE_NAME, { connection: eventsConnection });
  let publish: PublishProgress = () => undefined;
  let workerCount = 0;

  subscriber.subscribe(PROGRESS_CHANNEL).catch(() => undefined);
  subscriber.on('message', (_channel: string, message: string) => {
    const { userId, progress } = JSON.parse(message) as { userId: string; progress: JudgingProgress };
    publish(userId, progress);
  });
  const refreshWorkerCount = () => queue.getWorkersCount().then((count) => (workerCount = count), () => undefined);
  void refreshWorkerCount();
  const workerCountTimer = setInterval(refreshWorkerCount, 10_000);
  workerCountTimer.unref();

  const waitFor = async <Result>(job: Job<JobData>): Promise<Result> => {
    try {
      return (await job.waitUntilFinished(events, WAIT_MS)) as Result;
    } catch (error) {
      throw new AppError('UNAVAILABLE', `Judging failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const enqueueSubmission = (submissionId: string) =>
    queue.add('submission', { kind: 'submission', submissionId }, { jobId: submissionId, attempts: ATTEMPTS, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: 1000, removeOnFail: 1000 });

  return {
    status: () => ({ available: workerCount > 0, starting: false, message: workerCount > 0 ? null : 'no judge worker is connected to the queue', memoryControl: null }),
    async run(runOptions) {
      const job = await queue.add('run', { kind: 'run', problemId: runOptions.problem.id, language: runOptions.language, code: runOptions.code, customInput: runOptions.customInput }, { removeOnComplete: 100, removeOnFail: 100 });
      return waitFor<RunResult>(job);
    },
    async verifyReferences(problem) {
      const job = await queue.add('verify', { kind: 'verify', problem }, { removeOnComplete: 100, removeOnFail: 100 });
      return waitFor<VerificationLanguageReport[]>(job);
    },
    async judgeSubmission(submissionId) {
      const job = await enqueueSubmission(submissionId);
      await job.waitUntilFinished(events, WAIT_MS).catch(() => undefined);
    },
    async recoverPending() {
      const pending = await listPendingSubmissionIds(options.database);
      for (const submissionId of pending) await enqueueSubmission(submissionId);
      return pending.length;
    },
    setPublisher(next) {
      publish = next;
    },
    async close() {
      clearInterval(workerCountTimer);
      await events.close();
      await queue.close();
      // quit() waits for replies still due, where disconnect() would reject them.
      await Promise.all([subscriber, connection, eventsConnection].map((client) => client.quit().catch(() => undefined)));
    },
  };
}

/** Takes jobs from the queue and judges them with `judge`; used by `npm run worker` and by web servers that judge too. */
export function startJudgeWorker(options: { database: DatabaseHandle; redisUrl: string; judge: Judge; concurrency: number }): { close(): Promise<void> } {
  const publisher = connect(options.redisUrl);
  const workerConnection = connect(options.redisUrl);
  const publish: PublishProgress = (userId, progress) => void publisher.publish(PROGRESS_CHANNEL, JSON.stringify({ userId, progress })).catch(() => undefined);
  const worker = new Worker<JobData>(
    QUEUE_NAME,
    async (job) => {
      const data = job.data;
      switch (data.kind) {
        case 'submission':
          return judgeStoredSubmission({ database: options.database, judge: options.judge, submissionId: data.submissionId, publish });
        case 'run':
          return runAgainstExamples(options.judge, { problem: await getProblem(options.database, data.problemId), language: data.language, code: data.code, customInput: data.customInput });
        case 'verify':
          return verifyReferenceSolutions(options.judge, data.problem);
      }
    },
    { connection: workerConnection, concurrency: options.concurrency },
  );
  // A submission whose every attempt failed still gets a final status.
  worker.on('failed', (job, error) => {
    if (!job || job.data.kind !== 'submission' || job.attemptsMade < ATTEMPTS) return;
    const submissionId = job.data.submissionId;
    void getSubmission(options.database, submissionId)
      .then((submission) =>
        submission.status === 'pending'
          ? recordOutcome(options.database, submission, { status: 'error', runtime: 0, memory: 0, testsPassed: 0, testsTotal: submission.tests_total, errorMessage: `Judging failed: ${error.message}`, verdict: 'Internal Error' })
          : undefined,
      )
      .catch(() => undefined);
  });
  return {
    async close() {
      await worker.close();
      await Promise.all([publisher, workerConnection].map((client) => client.quit().catch(() => undefined)));
    },
  };
}
