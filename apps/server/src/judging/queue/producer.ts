/**
 * The judge queue's producer: what a web server does. It adds jobs (runs, reference checks,
 * submissions), waits for their results, relays the workers' judging progress to its own
 * sockets, and answers for pending submissions (claims, owner slots, taking over orphans).
 * The jobs' shapes and the Redis names are in protocol.ts; what a worker does is in worker.ts.
 */
import type { PolygonPreparation } from '@codeyard/judge';
import type { JudgingProgress, OfferedLanguage, RunOutcome, VerificationLanguageReport } from '@codeyard/shared';
import { Queue, QueueEvents, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { reportRedisErrors } from '../../lib/redis-clients.js';
import { listPendingSubmissions, recordOutcome, getSubmission } from '../../services/submissions/submissions.js';
import type { PublishProgress } from '../judge-stored-submission.js';
import type { JudgingService } from '../judging-service.js';
import { languagesBeforeJudge, readAnnouncedLanguages } from '../offered-languages.js';
import { createOwnerSlots } from '../owner-slots.js';
import { createSubmissionClaims } from '../submission-claims.js';
import {
  ATTEMPTS,
  connect,
  DEFAULT_NAMESPACE,
  failedOutcome,
  redisNames,
  REJUDGE_PRIORITY,
  RUN_PRIORITY,
  SUBMIT_PRIORITY,
  type JobData,
} from './protocol.js';

/** How long a web server waits for a worker before answering (ms). A submission stays stored and is judged later. */
const WAIT_MS = 10 * 60 * 1000;
/** Default of JUDGE_CLAIM_LEASE_MS: a dead holder's submissions are taken over this long after its last renewal. */
export const DEFAULT_CLAIM_LEASE_MS = 30_000;
/** A submission stored this recently may not be claimed yet by the server that stored it (ms). */
const ADOPTION_GRACE_MS = 5_000;
/** How often a holder checks its job is still in the queue: Redis may have restarted without its data (ms). */
const JOB_CHECK_MS = 5_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

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
 *
 * No submission waits on one process alone: the process holding a pending submission (waiting
 * for its owner's turn, then for its verdict) holds a claim on it in Redis (submission-claims.ts).
 * Every web server and worker looks for pending submissions nobody claims every half lease, and
 * takes them over: those of a server that died, and any whose job Redis lost. A holder whose job
 * vanished (Redis restarted empty) adds it again.
 */
export function createQueuedJudging(options: {
  database: DatabaseHandle;
  redisUrl: string;
  perUserLimit: number;
  namespace?: string;
  /** How long a claim outlives its holder's last renewal (ms); default DEFAULT_CLAIM_LEASE_MS. */
  claimLeaseMs?: number;
  onError?: (error: unknown, submissionId: string) => void;
  /** When a verdict is stamped (judged_at): the app's clock where there is one; unset, this process's wall clock (a worker's). */
  clock?: () => number;
}): JudgingService {
  const names = redisNames(options.namespace ?? DEFAULT_NAMESPACE);
  const { database } = options;
  const claimLeaseMs = options.claimLeaseMs ?? DEFAULT_CLAIM_LEASE_MS;
  const connection = connect(options.redisUrl, 'judge queue');
  const subscriber = connect(options.redisUrl, 'judging progress');
  const slotsConnection = connect(options.redisUrl, 'judge slots');
  // Fails fast while Redis is down (a claim is then kept locally and written once it is back).
  const claimsConnection = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
  reportRedisErrors(claimsConnection, 'submission claims');
  // One lease for both: a dead server's slots free up as its claims are taken over.
  const slots = createOwnerSlots({
    redis: slotsConnection,
    keyPrefix: names.ownerSlots,
    limit: options.perUserLimit,
    leaseMs: claimLeaseMs,
  });
  const claims = createSubmissionClaims({ redis: claimsConnection, keyPrefix: names.claims, leaseMs: claimLeaseMs });
  const queue = new Queue<JobData>(names.queue, { connection });
  // Every request waiting for a job listens for the queue closing: hundreds at once are expected.
  queue.setMaxListeners(0);
  const eventsConnection = connect(options.redisUrl, 'judge queue events');
  const events = new QueueEvents(names.queue, { connection: eventsConnection });
  // Their connections report Redis failures (connect); unheard, these would be printed a second time.
  queue.on('error', () => undefined);
  events.on('error', () => undefined);
  let publish: PublishProgress = () => undefined;
  let workerCount = 0;
  let adoptionTimer: NodeJS.Timeout | null = null;
  const closing = new AbortController();
  const whenClosing = new Promise<void>((resolve) =>
    closing.signal.addEventListener('abort', () => resolve(), { once: true }),
  );

  subscriber.subscribe(names.progressChannel).catch(() => undefined);
  subscriber.on('message', (_channel: string, message: string) => {
    const { userId, progress } = JSON.parse(message) as { userId: string; progress: JudgingProgress };
    publish(userId, progress);
  });
  /** What every announcing worker judges; null until one has announced. */
  let announcedLanguages: OfferedLanguage[] | null = null;
  const refreshAnnouncedLanguages = async () => {
    // This connection retries for ever (BullMQ's kind): asked while Redis is away, the read would
    // wait in its offline queue and GET /languages with it. What was last heard serves instead.
    if (connection.status !== 'ready') return announcedLanguages;
    return readAnnouncedLanguages(connection, names.judgeLanguages).then(
      (languages) => (announcedLanguages = languages),
      () => announcedLanguages,
    );
  };
  const refreshWorkers = () =>
    Promise.all([
      queue.getWorkersCount().then(
        (count) => (workerCount = count),
        () => undefined,
      ),
      refreshAnnouncedLanguages(),
    ]);
  void refreshWorkers();
  const workersTimer = setInterval(refreshWorkers, 10_000);
  workersTimer.unref();

  const waitFor = async <Result>(job: Job<JobData>): Promise<Result> => {
    try {
      return (await job.waitUntilFinished(events, WAIT_MS)) as Result;
    } catch (error) {
      throw new AppError('UNAVAILABLE', `Judging failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  /** The submission's status, or null once it is gone (its problem was deleted). */
  const statusOf = (submissionId: string) =>
    getSubmission(database, submissionId).then(
      (submission) => submission,
      () => null,
    );

  /** Waits until another process has judged the submission (it holds the claim), reading the database. */
  const untilFinal = async (submissionId: string) => {
    const deadline = Date.now() + WAIT_MS;
    while (!closing.signal.aborted && Date.now() < deadline) {
      if ((await statusOf(submissionId))?.status !== 'pending') return;
      await Promise.race([pause(1000), whenClosing]);
    }
  };

  /**
   * Adds the submission's job (keyed by the judging: BullMQ ignores a job id it still holds, so
   * two holders never make two jobs) and waits until it is done. Events can be missed while Redis
   * reconnects, so the job's state is also read every JOB_CHECK_MS; a job Redis lost while the
   * submission is still pending is added again.
   */
  const untilJudged = async (submissionId: string, rejudgedAt: string | null, requestId: string | undefined) => {
    const rejudge = rejudgedAt !== null;
    // A rejudge needs its own id: BullMQ ignores a job whose id it still keeps (the first judging's).
    const jobId = rejudge ? `${submissionId}-rejudge-${Date.parse(rejudgedAt)}` : submissionId;
    while (!closing.signal.aborted) {
      const job = await queue.add(
        'submission',
        { kind: 'submission', submissionId, ...(requestId ? { requestId } : {}) },
        {
          jobId,
          priority: rejudge ? REJUDGE_PRIORITY : SUBMIT_PRIORITY,
          attempts: ATTEMPTS,
          backoff: { type: 'exponential', delay: 1000 },
          removeOnComplete: 1000,
          removeOnFail: 1000,
        },
      );
      for (;;) {
        await Promise.race([job.waitUntilFinished(events, JOB_CHECK_MS).catch(() => undefined), whenClosing]);
        if (closing.signal.aborted) return;
        const state = await queue.getJobState(jobId);
        if (state === 'completed') return;
        if (state === 'failed') return recordFailure(submissionId, (await queue.getJob(jobId))?.failedReason);
        if (state === 'unknown') break;
      }
      // The job is gone: Redis restarted without its data. Judged meanwhile, or to be added again.
      if ((await statusOf(submissionId))?.status !== 'pending') return;
    }
  };

  /** Every attempt failed: the submission still gets a final status (if the worker could not store one). */
  const recordFailure = async (submissionId: string, reason: string | undefined) => {
    const submission = await statusOf(submissionId);
    if (submission?.status !== 'pending') return;
    await recordOutcome(
      database,
      submission,
      failedOutcome(submission.tests_total, reason ?? 'unknown reason'),
      (options.clock ?? Date.now)(),
    );
  };

  /**
   * Answers for one pending submission until it is judged: claims it, waits for its owner's turn
   * (not for a rejudge: the admin is not the owner, and the low priority already keeps a whole
   * contest's rejudge behind everyone's new work), queues it and waits for the verdict. When
   * another process holds it, `ifClaimed: 'wait'` waits for that one's verdict (a request is
   * waiting for it here); `'leave'` returns. Returns early when this process closes: the claim is
   * released and another takes the submission over.
   */
  const hold = async (
    submissionId: string,
    userId: string,
    rejudgedAt: string | null,
    ifClaimed: 'wait' | 'leave',
    requestId?: string,
  ): Promise<void> => {
    if (closing.signal.aborted) return;
    if (!(await claims.claim(submissionId))) {
      if (ifClaimed === 'wait') await untilFinal(submissionId);
      return;
    }
    let judged = false;
    const judge = async () => {
      if (!claims.holds(submissionId) || closing.signal.aborted) return;
      await untilJudged(submissionId, rejudgedAt, requestId);
      judged = true;
    };
    const waiting = rejudgedAt ? judge() : slots.withSlot(userId, 'submit', judge);
    // Closing leaves the owner's local queue as it is: the process is about to end.
    waiting.catch(() => undefined);
    try {
      await Promise.race([waiting, whenClosing]);
    } finally {
      await claims.release(submissionId);
    }
    // Another process took the claim over while this one waited (Redis was out of reach meanwhile).
    if (!judged && ifClaimed === 'wait') await untilFinal(submissionId);
  };

  /** Takes over the pending submissions nobody answers for; answers how many. */
  const adoptOrphans = async (): Promise<number> => {
    const now = Date.now();
    const pending = (await listPendingSubmissions(database)).filter(
      (submission) => now - Date.parse(submission.pendingSince) >= ADOPTION_GRACE_MS,
    );
    if (pending.length === 0) return 0;
    const orphans = new Set(await claims.unclaimed(pending.map((submission) => submission.id)));
    for (const { id, userId, rejudgedAt } of pending) {
      if (orphans.has(id))
        hold(id, userId, rejudgedAt, 'leave').catch((error: unknown) => options.onError?.(error, id));
    }
    return orphans.size;
  };

  const handBack = async () => {
    if (closing.signal.aborted) return;
    closing.abort();
    if (adoptionTimer) clearInterval(adoptionTimer);
    await claims.close();
  };

  return {
    status: () => ({
      available: workerCount > 0,
      starting: false,
      message: workerCount > 0 ? null : 'no judge worker is connected to the queue',
      memoryControl: null,
    }),
    async offeredLanguages(offeredOptions) {
      // Until a worker has been heard from, every call asks Redis (a worker may have just started).
      const stale = offeredOptions?.fresh || announcedLanguages === null;
      const languages = stale ? await refreshAnnouncedLanguages() : announcedLanguages;
      return languages ?? languagesBeforeJudge();
    },
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
    async preparePolygon(plan) {
      // An admin's import, rare as verifying; its generation has its own budget (preparePolygonTests).
      const job = await queue.add(
        'polygon',
        { kind: 'polygon', plan },
        { priority: SUBMIT_PRIORITY, removeOnComplete: 100, removeOnFail: 100 },
      );
      return waitFor<PolygonPreparation>(job);
    },
    async judgeSubmission(submissionId, userId, judgeOptions) {
      const rejudgedAt = judgeOptions?.rejudge ? ((await statusOf(submissionId))?.rejudged_at ?? null) : null;
      await hold(submissionId, userId, rejudgedAt, 'wait', judgeOptions?.requestId);
    },
    async recoverPending() {
      // From now on, every half lease, like every other server and worker.
      adoptionTimer ??= setInterval(
        () => void adoptOrphans().catch((error: unknown) => options.onError?.(error, 'pending submissions')),
        Math.max(100, Math.floor(claimLeaseMs / 2)),
      );
      adoptionTimer.unref();
      return adoptOrphans();
    },
    handBack,
    setPublisher(next) {
      publish = next;
    },
    async queueDepth() {
      // Jobs with a priority wait in BullMQ's "prioritized" list, the others in "waiting".
      const counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed');
      return {
        waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        workers: workerCount,
      };
    },
    async close() {
      await handBack();
      clearInterval(workersTimer);
      slots.close();
      await events.close();
      await queue.close();
      // quit() waits for replies still due, where disconnect() would reject them.
      await Promise.all(
        [subscriber, connection, eventsConnection, slotsConnection, claimsConnection].map((client) =>
          client.quit().catch(() => undefined),
        ),
      );
    },
  };
}
