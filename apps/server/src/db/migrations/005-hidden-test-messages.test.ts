import { afterEach, describe, expect, it } from 'vitest';
import { availableDialects, createTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { insertProblem } from '../../services/problems/problems.js';
import {
  createPendingSubmission,
  getSubmission,
  recordOutcome,
  type SubmissionOutcome,
} from '../../services/submissions/submissions.js';
import { createUser } from '../../services/users/users.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../database.js';
import { up } from './005-hidden-test-messages.js';

const dialects = await availableDialects();

describe.each(dialects)('scrubbing hidden-test output stored before issue 8, on %s', (dialect) => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;

  afterEach(async () => {
    await database?.destroy();
    await testDatabase?.drop();
  });

  it('keeps the verdict and test number of runtime errors, and compiler output whole', async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.settings);
    await migrateToLatest(database);
    const user = await createUser(database, {
      firstName: 'Ada',
      email: 'ada@example.com',
      password: 'Secret1!',
      nowMs: Date.now(),
    });
    const problemId = await insertProblem(database, sumProblem(), Date.now());
    const stored = async (outcome: Pick<SubmissionOutcome, 'status' | 'errorMessage' | 'verdict'>) => {
      const submission = await createPendingSubmission(database, {
        userId: user._id,
        problemId,
        language: 'cpp',
        code: 'x',
        contestId: null,
        testsTotal: 4,
        createdMs: Date.now(),
      });
      await recordOutcome(
        database,
        submission,
        {
          runtime: 0.01,
          memory: 1000,
          testsPassed: 1,
          testsTotal: 4,
          ...outcome,
        },
        Date.now(),
      );
      return submission.id;
    };
    const leaked = await stored({
      status: 'error',
      verdict: 'Runtime Error (NZEC)',
      errorMessage: 'Runtime Error (NZEC) on test 2\n987654321 1\nmore',
    });
    const compiled = await stored({
      status: 'error',
      verdict: 'Compilation Error',
      errorMessage: 'main.cpp:1:1: error: x\n  1 | x\n    | ^',
    });
    const wrong = await stored({ status: 'wrong', verdict: 'Wrong Answer', errorMessage: 'Wrong Answer on test 3' });

    await up(database);

    expect((await getSubmission(database, leaked)).error_message).toBe('Runtime Error (NZEC) on test 2');
    expect((await getSubmission(database, compiled)).error_message).toBe('main.cpp:1:1: error: x\n  1 | x\n    | ^');
    expect((await getSubmission(database, wrong)).error_message).toBe('Wrong Answer on test 3');
  });
});
