import { readPolygonPlan, type PolygonPlan } from '@codeyard/judge';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../db/database.js';
import { createTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { closeSharedJudge, sharedJudge } from '../../testing/judging.js';
import { deleteTestRedisKeys, redisReachable, TEST_REDIS_URL, testRedisPrefix } from '../../testing/redis.js';
import type { JudgingService } from '../judging-service.js';
import { createQueuedJudging } from './producer.js';
import { startJudgeWorker } from './worker.js';

const REDIS_PREFIX = testRedisPrefix('polygon');
const reachable = await redisReachable();
const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/judge/test/fixtures',
);

/** Scaled out, a Polygon import's tests are made by a judge worker: the plan travels through the queue, whole. */
describe.skipIf(!reachable)('a Polygon package prepared by a queued judge worker', () => {
  let testDatabase: TestDatabase;
  let database: ReturnType<typeof openDatabase>;
  let judging: JudgingService;
  let worker: ReturnType<typeof startJudgeWorker>;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('sqlite');
    database = openDatabase(testDatabase.settings);
    await migrateToLatest(database);
    judging = createQueuedJudging({ database, redisUrl: TEST_REDIS_URL, perUserLimit: 2, namespace: REDIS_PREFIX });
    worker = startJudgeWorker({
      database,
      redisUrl: TEST_REDIS_URL,
      judge: await sharedJudge(),
      concurrency: 1,
      namespace: REDIS_PREFIX,
    });
  }, 180_000);
  afterAll(async () => {
    await judging?.close();
    await worker?.close();
    await database?.destroy();
    await testDatabase?.drop();
    await closeSharedJudge();
    await deleteTestRedisKeys(REDIS_PREFIX);
  });

  it('makes the tests and judges the tagged solutions, or says why it could not', async () => {
    const plan = await readPolygonPlan(path.join(fixtures, 'polygon-mean'));
    const prepared = await judging.preparePolygon(plan);
    if (!prepared.ok) throw new Error(prepared.error);
    expect(prepared.tests.map((test) => test.answer.slice(0, 4))).toEqual(expect.arrayContaining(['2.75', '2.33']));
    expect(prepared.lines.at(-1)).toMatchObject({ summary: true, ok: true, judged: 5 });

    const broken: PolygonPlan = {
      ...plan,
      generators: { gen: { ...plan.generators.gen!, source: 'int main() { return 3; }\n' } },
    };
    expect(await judging.preparePolygon(broken)).toEqual({
      ok: false,
      error: 'test 3 ("gen 5 10"): the generator ended with Runtime Error (NZEC)',
    });
  });
});
