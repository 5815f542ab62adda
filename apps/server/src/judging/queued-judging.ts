import type { Judge } from '@codeyard/judge';
import type {
  JudgingProgress,
  RunOutcome,
  RunTestCase,
  SolverLanguage,
  VerificationLanguageReport,
} from '@codeyard/shared';
import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/database.js';
import { AppError } from '../errors.js';
import type { ProblemInput } from '../services/problems/problem-model.js';
import { getProblem } from '../services/problems/problems.js';
import { listPendingSubmissions, recordOutcome, getSubmission } from '../services/submissions/submissions.js';
import { judgeStoredSubmission, type PublishProgress } from './judge-stored-submission.js';
import type { JudgingService } from './judging-service.js';
import { createOwnerSlots } from './owner-slots.js';
import { runAgainstExamples } from './run-code.js';
import { verifyReferenceSolutions } from './verify-references.js';
import { delay } from '../lib/shutdown.js';
import { quitRedis, reportRedisErrors } from '../lib/redis-clients.js';

/** Prefix of every Redis name the judge queue uses; tests pass their own so parallel runs never meet. */
const DEFAULT_NAMESPACE = 'codeyard';
/** BullMQ serves a lower number first: runs (someone waits at the Run button) before submissions and verifications. */
const RUN_PRIORITY = 1;
const SUBMIT_PRIORITY = 2;
/** Rejudges (an admin's, often a whole contest's) wait behind everyone's new submissions. */
const REJUDGE_PRIORITY = 3;

function redisNames(namespace: string) {
  return {
    queue: `${namespace}-judging`,
    /** Workers publish progress here; every web server relays it to its own sockets. */
    progressChannel: `${namespace}:judging-progress`,
    ownerSlots: `${namespace}:judge-slots:`,
  };
}
/** How long a web server waits for a worker before answering (ms). A submission stays stored and is judged later. */
const WAIT_MS = 10 * 60 * 1000;
const ATTEMPTS = 3;

type JobData =
  | { kind: 'submission'; submissionId: string }
  | {
      kind: 'run';
      problemId: string;
      language: SolverLanguage;
      code: string;
      customInput?: string;
      testCases?: RunTestCase[];
      userId: string;
    }
  | { kind: 'verify'; problem: ProblemInput };

/** BullMQ needs blocking connections that retry for ever rather than failing requests. */
function connect(redisUrl: string, name: string): Redis {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: null });
  reportRedisErrors(client, name);
  return client;
}

/**
 * Judging through a Redis queue (BullMQ): web servers add jobs and wait for their results; any
 * number of `npm run worker` processes (and, unless JUDGE_IN_PROCESS=false, the web server
 * itself) take them. Submissions are rows first and jobs second, keyed by submission id, so a
 * job re-added after a restart is not judged twice, and a worker that dies mid-job has its job
 * taken over when BullMQ finds it stalled.
 *
 * Fairness (docs/judge.md): a job enters the queue only while its user has fewer than
 * `perUserLimit` jobs queued or judging (owner slots in Redis), so the queue holds at most that
 * many of anyone's jobs; runs carry a better BullMQ priority than submissions.
 */
export function createQueuedJudging(options: {
  database: DatabaseHandle;
  redisUrl: string;
  perUserLimit: number;
  namespace?: string;
  onError?: (error: unknown, submissionId: string) => void;
}): JudgingService {
  const names = redisNames(options.namespace ?? DEFAULT_NAMESPACE);
  const connection = connect(options.redisUrl, 'judge queue');
  const subscriber = connect(options.redisUrl, 'judging progress');
  const slotsConnection = connect(options.redisUrl, 'judge slots');
  const slots = createOwnerSlots({ redis: slotsConnection, keyPrefix: names.ownerSlots, limit: options.perUserLimit });
  const queue = new Queue<JobData>(names.queue, { connection });
  const eventsConnection = connect(options.redisUrl, 'judge queue events');
  const events = new QueueEvents(names.queue, { connection: eventsConnection });
  // Their connections report Redis failures (connect); unheard, these would be printed a second time.
  queue.on('error', () => undefined);
  events.on('error', () => undefined);
  let publish: PublishProgress = () => undefined;
  let workerCount = 0;

  subscriber.subscribe(names.progressChannel).catch(() => undefined);
  subscriber.on('message', (_channel: string, message: string) => {
    const { userId, progress } = JSON.parse(message) as { userId: string; progress: JudgingProgress };
    publish(userId, progress);
  });
  const refreshWorkerCount = () =>
    queue.getWorkersCount().then(
      (count) => (workerCount = count),
      () => undefined,
    );
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
  const enqueueSubmission = (submissionId: string, rejudge = false) =>
    queue.add(
      'submission',
      { kind: 'submission', submissionId },
      {
        // A rejudge needs its own id: BullMQ ignores a job whose id it still keeps (the first judging's).
        jobId: rejudge ? `${submissionId}-rejudge-${Date.now()}` : submissionId,
        priority: rejudge ? REJUDGE_PRIORITY : SUBMIT_PRIORITY,
        attempts: ATTEMPTS,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: 1000,
        removeOnFail: 1000,
      },
    );

  return {
    status: () => ({
      available: workerCount > 0,
      starting: false,
      message: workerCount > 0 ? null : 'no judge worker is connected to the queue',
      memoryControl: null,
    }),
    unavailable: () =>
      connection.status === 'ready' && slotsConnection.status === 'ready'
        ? null
        : 'The judge queue is unreachable (Redis is down): nothing was sent. Please try again in a minute.',
    async run(runOptions) {
      const { problem, language, code, customInput, testCases, userId } = runOptions;
      return slots.withSlot(userId, 'run', async () => {
        const job = await queue.add(
          'run',
          { kind: 'run', problemId: problem.id, language, code, customInput, testCases, userId },
          { priority: RUN_PRIORITY, removeOnComplete: 100, removeOnFail: 100 },
        );
        return waitFor<RunOutcome>(job);
      });
    },
    async verifyReferences(problem) {
      // Only admins verify, rarely; not counted against anyone's limit.
      const job = await queue.add(
        'verify',
        { kind: 'verify', problem },
        { priority: SUBMIT_PRIORITY, removeOnComplete: 100, removeOnFail: 100 },
      );
      return waitFor<VerificationLanguageReport[]>(job);
    },
    async judgeSubmission(submissionId, userId, judgeOptions) {
      if (judgeOptions?.rejudge) {
        // Not through the owner's slots: the admin rejudging is not the owner, and the low priority
        // already keeps a whole contest's rejudge behind everyone's new work.
        const job = await enqueueSubmission(submissionId, true);
        await job.waitUntilFinished(events, WAIT_MS).catch(() => undefined);
        return;
      }
      await slots.withSlot(userId, 'submit', async () => {
        const job = await enqueueSubmission(submissionId);
        await job.waitUntilFinished(events, WAIT_MS).catch(() => undefined);
      });
    },
    async recoverPending() {
      const pending = await listPendingSubmissions(options.database);
      // Through the owner slots like any submission, so a restart does not put a flood back in front of everyone.
      for (const { id, userId, rejudge } of pending)
        this.judgeSubmission(id, userId, { rejudge }).catch((error: unknown) => options.onError?.(error, id));
      return pending.length;
    },
    setPublisher(next) {
      publish = next;
    },
    async close() {
      clearInterval(workerCountTimer);
      slots.close();
      await events.close();
      await queue.close();
      // quit() waits for replies still due, where disconnect() would reject them.
      await Promise.all(
        [subscriber, connection, eventsConnection, slotsConnection].map((client) =>
          client.quit().catch(() => undefined),
        ),
      );
    },
  };
}

/** Takes jobs from the queue and judges them with `judge`; used by `npm run worker` and by web servers that judge too. */
export function startJudgeWorker(options: {
  database: DatabaseHandle;
  redisUrl: string;
  judge: Judge;
  concurrency: number;
  namespace?: string;
}): JudgeWorker {
  const names = redisNames(options.namespace ?? DEFAULT_NAMESPACE);
  const publisher = connect(options.redisUrl, 'judging progress publisher');
  const workerConnection = connect(options.redisUrl, 'judge worker');
  const publish: PublishProgress = (userId, progress) =>
    void publisher.publish(names.progressChannel, JSON.stringify({ userId, progress })).catch(() => undefined);
  const worker = new Worker<JobData>(
    names.queue,
    async (job) => {
      const data = job.data;
      switch (data.kind) {
        case 'submission':
          return judgeStoredSubmission({
            database: options.database,
            judge: options.judge,
            submissionId: data.submissionId,
            publish,
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
    const submissionId = job.data.submissionId;
    void getSubmission(options.database, submissionId)
      .then((submission) =>
        submission.status === 'pending'
          ? recordOutcome(options.database, submission, {
              status: 'error',
              runtime: 0,
              memory: 0,
              testsPassed: 0,
              testsTotal: submission.tests_total,
              errorMessage: `Judging failed: ${error.message}`,
              verdict: 'Internal Error',
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
