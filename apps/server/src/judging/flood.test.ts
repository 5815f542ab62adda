import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Judge } from '@codeyard/judge';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import { openDatabase } from '../db/database.js';
import type { QueueDepth } from '../metrics/web-metrics.js';
import { startServer, type RunningServer } from '../server.js';
import { insertProblem } from '../services/problems/problems.js';
import { createTestDatabase, isPostgresReachable, type TestDatabase } from '../testing/databases.js';
import { sumProblem, SUM_SOLUTIONS } from '../testing/fixture-problem.js';
import { redisReachable, TEST_REDIS_URL } from '../testing/redis.js';
import { createTestApp, signUp, testConfig, type TestApp } from '../testing/test-app.js';
import { createInProcessJudging } from './judging-service.js';
import { createQueuedJudging } from './queue/producer.js';
import { startJudgeWorker } from './queue/worker.js';

/** Sleeps without using CPU: only the wall clock ends it, holding a judge worker meanwhile. */
const SLEEPER = 'import time\ntime.sleep(30)\n';
const FLOOD_RUNS = 12;
const FLOOD_SUBMISSIONS = 12;
const OTHER_USERS = 9;
/**
 * Generous for a loaded shared machine: fairly, the others wait for at most the flooder's
 * running jobs (2 s of wall clock each); in arrival order they wait for all twenty-four (the
 * judge before the fair queue made them wait 17 s for sixteen, with two workers).
 */
const ANSWER_WITHIN_MS = 15_000;
const JUDGE_ENVIRONMENT = { JUDGE_RATE_LIMIT: '1000', JUDGE_WORKERS: '2', JUDGE_USER_CONCURRENCY: '2' };
const cacheDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-judge-cache-'));

function startFloodJudge(): Promise<Judge> {
  return Judge.create({
    workers: 2,
    perOwnerLimit: 2,
    cacheDirectory,
    skipSelfTest: true,
    speedUps: false,
  });
}

/**
 * Ten users: one floods the judge with sleeping runs and submissions; once those are queued the
 * nine others press Run at once. Answers how long each of the nine waited for its answer (ms).
 * `floodQueued` says, from the judge's queue and the flooder's stored submissions, when the flood
 * has reached the judge.
 */
async function floodThenRun(
  app: FastifyInstance,
  { database, judging }: Pick<AppContext, 'database' | 'judging'>,
  floodQueued: (queue: QueueDepth, pendingSubmissions: number) => boolean,
): Promise<number[]> {
  // One visible and one hidden test, one second of CPU: each sleeping job holds a worker for 2 s.
  const problemId = await insertProblem(
    database,
    sumProblem({
      timeLimitMs: 1000,
      visibleTests: sumProblem().visibleTests.slice(0, 1),
      hiddenTests: sumProblem().hiddenTests.slice(0, 1),
    }),
    Date.now(),
  );
  const flooder = await signUp(app);
  const others = await Promise.all(Array.from({ length: OTHER_USERS }, () => signUp(app)));
  const post = (cookie: string, action: 'runcode' | 'submit', code: string) =>
    app.inject({
      method: 'POST',
      url: `/api/submissions/${action}/${problemId}`,
      headers: { cookie },
      payload: { code, language: 'python' },
    });

  const flood = [
    ...Array.from({ length: FLOOD_RUNS }, () => post(flooder.cookie, 'runcode', SLEEPER)),
    ...Array.from({ length: FLOOD_SUBMISSIONS }, () => post(flooder.cookie, 'submit', SLEEPER)),
  ];
  // Every flood request reaches the judge's queue before the others arrive.
  const pendingSubmissions = async () =>
    Number(
      (
        await database
          .selectFrom('submissions')
          .select((expression) => expression.fn.countAll<number | string>().as('count'))
          .where('user_id', '=', flooder.userId)
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow()
      ).count,
    );
  await expect
    .poll(async () => floodQueued(await judging.queueDepth!(), await pendingSubmissions()), {
      timeout: 30_000,
      interval: 50,
    })
    .toBe(true);

  const waits = await Promise.all(
    others.map(async (user) => {
      const startedAt = Date.now();
      const response = await post(user.cookie, 'runcode', SUM_SOLUTIONS.python);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().success, response.body).toBe(true);
      return Date.now() - startedAt;
    }),
  );
  // The flood is judged too, just not first: every sleeper ends as Time Limit Exceeded.
  const flooded = await Promise.all(flood);
  expect(flooded.map((response) => response.statusCode)).toEqual(Array(flooded.length).fill(200));
  expect(flooded.slice(FLOOD_RUNS).map((response) => response.json().verdict)).toEqual(
    Array(FLOOD_SUBMISSIONS).fill('Time Limit Exceeded'),
  );
  return waits;
}

describe('a flooding user does not hold up the others: in-process judge', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({
      env: JUDGE_ENVIRONMENT,
      judging: ({ database }) => createInProcessJudging({ database, startJudge: startFloodJudge }),
    });
  });

  afterAll(async () => {
    await test?.close();
  });

  it(`answers nine other users' runs within ${ANSWER_WITHIN_MS / 1000} s while one user floods`, async () => {
    // The judge in this process holds the flood: a user's submissions wait behind their runs, so
    // all twelve wait in its queue once they reached it.
    const waits = await floodThenRun(
      test.app,
      test.context,
      (queue, pending) => pending === FLOOD_SUBMISSIONS && queue.waiting >= FLOOD_SUBMISSIONS,
    );
    console.info(`in-process: the others waited ${waits.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s`);
    expect(Math.max(...waits)).toBeLessThan(ANSWER_WITHIN_MS);
  }, 180_000);
});

const scaledReachable = (await redisReachable()) && (await isPostgresReachable());

describe.skipIf(!scaledReachable)(
  'a flooding user does not hold up the others: BullMQ queue and a separate worker',
  () => {
    // Redis names of this test alone, so parallel runs and other tests never share a queue.
    const namespace = `test-flood-${crypto.randomBytes(6).toString('hex')}`;
    let testDatabase: TestDatabase;
    let server: RunningServer;
    let judge: Judge;
    let worker: { close(): Promise<void> };
    let workerDatabase: ReturnType<typeof openDatabase>;

    beforeAll(async () => {
      testDatabase = await createTestDatabase('postgres');
      const config = {
        ...testConfig({
          ...JUDGE_ENVIRONMENT,
          REDIS_URL: TEST_REDIS_URL,
          REDIS_PREFIX: namespace,
          JUDGE_IN_PROCESS: 'false',
        }),
        database: testDatabase.settings,
        port: 0,
        host: '127.0.0.1',
      };
      server = await startServer(config, {
        logger: false,
        judging: ({ database }) =>
          createQueuedJudging({ database, redisUrl: TEST_REDIS_URL, perUserLimit: 2, namespace }),
      });
      workerDatabase = openDatabase(testDatabase.settings);
      judge = await startFloodJudge();
      worker = startJudgeWorker({
        database: workerDatabase,
        redisUrl: TEST_REDIS_URL,
        judge,
        concurrency: 2,
        namespace,
      });
    }, 180_000);

    afterAll(async () => {
      await server?.close();
      await worker?.close();
      await judge?.close();
      await workerDatabase?.destroy();
      await testDatabase?.drop();
      const redis = new Redis(TEST_REDIS_URL);
      const keys = [...(await redis.keys(`${namespace}:*`)), ...(await redis.keys(`bull:${namespace}-judging:*`))];
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    it(`answers nine other users' runs within ${ANSWER_WITHIN_MS / 1000} s while one user floods`, async () => {
      // The queue holds the flooder's two turns (the web server keeps the rest waiting for them),
      // and every submission is stored.
      const waits = await floodThenRun(
        server.app,
        server.context,
        (queue, pending) => pending === FLOOD_SUBMISSIONS && queue.active + queue.waiting >= 2,
      );
      console.info(`queued: the others waited ${waits.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s`);
      expect(Math.max(...waits)).toBeLessThan(ANSWER_WITHIN_MS);
    }, 180_000);
  },
);
