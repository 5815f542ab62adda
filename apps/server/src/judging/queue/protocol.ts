/**
 * The judge queue's protocol: what web servers (producer.ts) and workers (worker.ts) agree on.
 * The Redis names under one namespace, the jobs' shapes and priorities, how many attempts a job
 * gets, the connections both open, and the final status a submission gets when every attempt
 * failed. Neither side imports the other; both import this.
 */
import { VERDICTS, type RunTestCase, type SolverLanguage } from '@codeyard/shared';
import { Redis } from 'ioredis';
import { reportRedisErrors } from '../../lib/redis-clients.js';
import type { ProblemInput } from '../../services/problems/problem-model.js';

/** Prefix of every Redis name the judge queue uses; tests pass their own so parallel runs never meet. */
export const DEFAULT_NAMESPACE = 'codeyard';
/** BullMQ serves a lower number first: runs (someone waits at the Run button) before submissions and verifications. */
export const RUN_PRIORITY = 1;
export const SUBMIT_PRIORITY = 2;
/** Rejudges (an admin's, often a whole contest's) wait behind everyone's new submissions. */
export const REJUDGE_PRIORITY = 3;

export function redisNames(namespace: string) {
  return {
    queue: `${namespace}-judging`,
    /** Workers publish progress here; every web server relays it to its own sockets. */
    progressChannel: `${namespace}:judging-progress`,
    ownerSlots: `${namespace}:judge-slots:`,
    claims: `${namespace}:submission-claim:`,
    /** A hash: the languages each worker judges (offered-languages.ts). */
    judgeLanguages: `${namespace}:judge-languages`,
  };
}
/** Tries per job before it fails for good (and its submission is recorded as failed). */
export const ATTEMPTS = 3;

export type JobData =
  /** `requestId`: the submit's, so the worker's log lines name it (absent in jobs queued before it existed). */
  | { kind: 'submission'; submissionId: string; requestId?: string }
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
export function connect(redisUrl: string, name: string): Redis {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: null });
  reportRedisErrors(client, name);
  return client;
}

/** The final status of a submission whose judging failed every attempt. */
export function failedOutcome(testsTotal: number, reason: string) {
  return {
    status: 'error' as const,
    runtime: 0,
    memory: 0,
    testsPassed: 0,
    testsTotal,
    errorMessage: `Judging failed: ${reason}`,
    verdict: VERDICTS.internalError.name,
  };
}
