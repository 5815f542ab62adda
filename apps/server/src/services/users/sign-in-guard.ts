import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.js';
import type { FailureCount, FailureCounts } from './failure-counts.js';

export type SignInLimits = {
  /** Failed password checks an account may take in a window; then its sign-ins wait. */
  failuresPerAccount: number;
  /** Failed password checks one client address may make in a window, over all accounts. */
  failuresPerAddress: number;
  windowMs: number;
};

/** How long a sign-in waits for its failure counts before going through uncounted (milliseconds). */
const COUNTS_TIMEOUT_MS = 500;

/**
 * Who is signing in: the account named (signInAccountKey: the account itself, whether it was named
 * by email or by handle) and the client address it came from.
 */
export type SignInAttempt = { account: string; address: string };

/** What a guard counts, for its refusal and its log lines. */
export type GuardedAction = {
  /** Names the failures in the log, e.g. 'sign-in'. */
  name: string;
  /** The 429's message, given the seconds until the window ends. */
  refusal: (seconds: number) => string;
};

const signingIn: GuardedAction = {
  name: 'sign-in',
  refusal: (seconds) => `Too many failed sign-ins, please try again in ${seconds} seconds.`,
};

/**
 * Stops password guessing the way OWASP's Authentication Cheat Sheet describes: it counts failed
 * password checks, per account and per address, and not attempts. A lab of fifty behind one NAT
 * address signing in at the start of a contest is fifty successes and never limited; thirty wrong
 * passwords for one account are, as are a hundred wrong ones spread over accounts from one address.
 * A limited sign-in is refused before its password is hashed, so guessing costs the server nothing.
 * A correct password clears the account's count (the address's stays: it is evidence of guessing
 * elsewhere). When the counts cannot be read (Redis away), sign-ins go through uncounted rather
 * than nobody signing in.
 */
export class FailureGuard {
  constructor(
    private readonly counts: FailureCounts,
    private readonly limits: SignInLimits,
    private readonly clock: () => number,
    private readonly logger?: FastifyBaseLogger,
    private readonly action: GuardedAction = signingIn,
  ) {}

  async assertAllowed(attempt: SignInAttempt): Promise<void> {
    const nowMs = this.clock();
    const [account, address] = await Promise.all([
      this.read(accountKey(attempt.account), nowMs),
      this.read(addressKey(attempt.address), nowMs),
    ]);
    const limited = [
      account && account.count >= this.limits.failuresPerAccount ? account : null,
      address && address.count >= this.limits.failuresPerAddress ? address : null,
    ].filter((window): window is FailureCount => window !== null);
    if (limited.length === 0) return;
    const waitMs = Math.max(...limited.map((window) => window.endsAtMs - nowMs));
    throw new AppError('TOO_MANY_REQUESTS', this.action.refusal(Math.max(1, Math.ceil(waitMs / 1000))));
  }

  async recordFailure(attempt: SignInAttempt): Promise<void> {
    const nowMs = this.clock();
    await Promise.all([
      this.guarded(() => this.counts.add(accountKey(attempt.account), this.limits.windowMs, nowMs)),
      this.guarded(() => this.counts.add(addressKey(attempt.address), this.limits.windowMs, nowMs)),
    ]);
  }

  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    await this.guarded(() => this.counts.clear(accountKey(attempt.account)));
  }

  /** Runs a check of who may sign in around `check`, counting it if it fails with 401. */
  async check<T>(attempt: SignInAttempt, check: () => Promise<T>): Promise<T> {
    await this.assertAllowed(attempt);
    try {
      const result = await check();
      await this.recordSuccess(attempt);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNAUTHORIZED') await this.recordFailure(attempt);
      throw error;
    }
  }

  private read(key: string, nowMs: number): Promise<FailureCount | null> {
    return this.guarded(() => this.counts.read(key, nowMs)).then((count) => count ?? null);
  }

  /**
   * Runs one count read or write, giving up after COUNTS_TIMEOUT_MS: a Redis that is away makes its
   * client retry for seconds before failing, and a sign-in must not wait for that.
   */
  private async guarded<T>(work: () => Promise<T>): Promise<T | undefined> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        work(),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('no answer in time')), COUNTS_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      this.logger?.warn(
        { err: error },
        `${this.action.name} failure counts unavailable; this ${this.action.name} is not counted`,
      );
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * Password guessing, as above. The same counting guards other guesses of a secret with its own
 * counts and message: a group's join code (services/classrooms, docs/classrooms.md).
 */
export class SignInGuard extends FailureGuard {}

/** Emails and handles are kept out of the counts' keys (Redis is often shared and inspected): a digest names the account. */
function accountKey(account: string): string {
  return `account:${createHash('sha256').update(account.trim().toLowerCase()).digest('base64url')}`;
}

function addressKey(address: string): string {
  return `address:${address}`;
}
