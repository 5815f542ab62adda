import crypto from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Takes the claim when nobody holds it, renews it when this holder does. KEYS[1] the claim;
 * ARGV: holder id, lease ms. Answers 1 when this holder now holds it, 0 when another does.
 */
const CLAIM = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0
`;

/** Drops the claim if this holder still holds it. KEYS[1] the claim; ARGV[1] holder id. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

export type SubmissionClaims = {
  /**
   * Makes this process the one answerable for a pending submission. False when another live
   * process is. While Redis cannot be reached the claim is kept locally and written once it is back.
   */
  claim(submissionId: string): Promise<boolean>;
  /** Whether this process still answers for it (a renewal may find another took it over). */
  holds(submissionId: string): boolean;
  release(submissionId: string): Promise<void>;
  /** Those of `submissionIds` that no process answers for: their holder died, or Redis lost its data. */
  unclaimed(submissionIds: string[]): Promise<string[]>;
  /** Releases every claim, so that the other processes take them over at their next look. */
  close(): Promise<void>;
};

/**
 * Which process answers for each pending submission of the scaled judge. A web server holds a
 * submission while it waits for its owner's turn (owner-slots.ts) and for its verdict; the claim
 * is a lease in Redis that the holder renews, so a holder that dies stops renewing and, one lease
 * later, any other server or worker finds the submission unclaimed and takes it over
 * (queue/producer.ts). The claim only decides who waits; judging once is the queue's job (one
 * BullMQ job id per judging) and the database's (an outcome is stored only on a pending row).
 */
export function createSubmissionClaims(options: {
  redis: Redis;
  keyPrefix: string;
  leaseMs: number;
  /** Called when a renewal finds that another process took a claim over. */
  onLost?: (submissionId: string) => void;
}): SubmissionClaims {
  const { redis, keyPrefix, leaseMs } = options;
  const holderId = crypto.randomUUID();
  const held = new Set<string>();
  const keyOf = (submissionId: string) => `${keyPrefix}${submissionId}`;

  const renewAll = async () => {
    const ids = [...held];
    if (ids.length === 0) return;
    const pipeline = redis.pipeline();
    for (const id of ids) pipeline.eval(CLAIM, 1, keyOf(id), holderId, leaseMs);
    const answers = await pipeline.exec().catch(() => null);
    // Redis unreachable: the claims are written again at the next renewal once it is back.
    if (!answers) return;
    answers.forEach(([error, answer], index) => {
      const id = ids[index];
      if (error || answer !== 0 || id === undefined || !held.has(id)) return;
      held.delete(id);
      options.onLost?.(id);
    });
  };
  const renewal = setInterval(() => void renewAll(), Math.max(50, Math.floor(leaseMs / 3)));
  renewal.unref();

  return {
    async claim(submissionId) {
      try {
        if ((await redis.eval(CLAIM, 1, keyOf(submissionId), holderId, leaseMs)) !== 1) return false;
      } catch {
        // Kept locally; renewAll writes it (or learns that another process took it) once Redis answers.
      }
      held.add(submissionId);
      return true;
    },
    holds: (submissionId) => held.has(submissionId),
    async release(submissionId) {
      if (!held.delete(submissionId)) return;
      await redis.eval(RELEASE, 1, keyOf(submissionId), holderId).catch(() => undefined);
    },
    async unclaimed(submissionIds) {
      const candidates = submissionIds.filter((id) => !held.has(id));
      if (candidates.length === 0) return [];
      const pipeline = redis.pipeline();
      for (const id of candidates) pipeline.exists(keyOf(id));
      const answers = await pipeline.exec();
      if (!answers) return [];
      return candidates.filter((_id, index) => {
        const [error, exists] = answers[index] ?? [null, 1];
        return !error && exists === 0;
      });
    },
    async close() {
      clearInterval(renewal);
      const ids = [...held];
      held.clear();
      await Promise.all(ids.map((id) => redis.eval(RELEASE, 1, keyOf(id), holderId).catch(() => undefined)));
    },
  };
}
