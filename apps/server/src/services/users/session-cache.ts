import type { User } from '@codeyard/shared';

/** Sessions a server remembers at most; past this many the longest remembered is dropped first. */
const DEFAULT_CAPACITY = 10_000;

type Entry = { user: User; expiresAtMs: number; trustedUntilMs: number };

/**
 * Signed-in users by session (the token's hash), remembered for a short while (SESSION_CACHE_MS,
 * 2 s by default). Every request looks its session up: with 50 readers on a leaderboard that one
 * query was most of an answer's time on PostgreSQL, where readers waited in line for the pool.
 *
 * Logout forgets the session at once on this server and, in the scaled mode, on every other one
 * (see `announceTo`). A session's own expiry is checked on every hit. Only a change made in the
 * database by hand (a row deleted, a role edited) waits out the cache time. Unknown tokens are not
 * remembered, so random cookies cannot fill it.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private announce: ((tokenHash: string) => void) | null = null;

  private readonly now: () => number;
  private readonly elapsed: () => number;
  private readonly capacity: number;

  /**
   * `now` is the app's clock (context.clock()), which a session's expiry is checked against;
   * `elapsed` measures how long an entry has been trusted, in real time: monotonic milliseconds,
   * `performance.now()` unless a test passes its own, so a test holding the app's clock still
   * still sees the cache time lapse.
   */
  constructor(
    private readonly trustMs: number,
    options: { now: () => number; elapsed?: () => number; capacity?: number },
  ) {
    this.now = options.now;
    this.elapsed = options.elapsed ?? (() => performance.now());
    this.capacity = options.capacity ?? DEFAULT_CAPACITY;
  }

  lookUp(tokenHash: string): User | undefined {
    return this.lookUpSession(tokenHash)?.user;
  }

  /** The remembered user with the session's own expiry (ms since the epoch), while it may be trusted. */
  lookUpSession(tokenHash: string): { user: User; expiresAtMs: number } | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.elapsed() < entry.trustedUntilMs && this.now() < entry.expiresAtMs) return entry;
    this.entries.delete(tokenHash);
    return undefined;
  }

  remember(tokenHash: string, user: User, expiresAt: string): void {
    if (this.trustMs <= 0) return;
    this.entries.delete(tokenHash);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    // Shared by every request of the session for a while: nothing may change it on the way.
    this.entries.set(tokenHash, {
      user: Object.freeze({ ...user }),
      expiresAtMs: Date.parse(expiresAt),
      trustedUntilMs: this.elapsed() + this.trustMs,
    });
  }

  /** The session ended on this server: forget it here and tell the others. */
  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
    this.announce?.(tokenHash);
  }

  /** Another server announced that the session ended. */
  forgetAnnounced(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Connects `forget` to the other servers (the scaled mode's socket.io Redis adapter). */
  announceTo(announce: (tokenHash: string) => void): void {
    this.announce = announce;
  }

  get size(): number {
    return this.entries.size;
  }
}
