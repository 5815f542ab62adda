/** What a job is for: an interactive run (the Run button, someone is waiting) or a graded submission. */
export type JobKind = 'run' | 'submit';

/** Whose job it is (a user id, or any opaque key) and what kind; jobs without an owner share one. */
export type JobTicket = { owner?: string; kind?: JobKind };

/** The order in which kinds are served: runs before submissions. */
const KIND_ORDER: readonly JobKind[] = ['run', 'submit'];
const SHARED_OWNER = '';

/** A task waiting for a slot: started when its turn comes, or abandoned (its run() rejects) before. */
type Waiting = { start: () => void; abandon: (error: Error) => void };

type Owner = {
  running: number;
  waiting: Record<JobKind, Waiting[]>;
  /** Sequence number of this owner's last start; an owner never served, or back after idling, has -1. */
  lastServed: number;
};

/**
 * Runs at most `slots` tasks at once, fairly between owners: each owner has at most
 * `perOwnerLimit` tasks running, runs go before submissions, and among owners with a waiting task
 * of the same kind the one served least recently goes first (round-robin). Within one owner and
 * kind, tasks start in arrival order. One owner flooding the queue therefore delays another
 * owner's next task by at most one task, instead of by everything it queued.
 */
export class FairQueue {
  private running = 0;
  private waitingCount = 0;
  private served = 0;
  private readonly owners = new Map<string, Owner>();
  /** Kinds no longer taken (shutting down), with the error their run() rejects with. */
  private readonly refused = new Map<JobKind, Error>();

  constructor(
    private slots: number,
    private readonly perOwnerLimit = Number.POSITIVE_INFINITY,
  ) {
    if (!Number.isInteger(slots) || slots < 1) throw new RangeError(`workers must be a positive integer, got ${slots}`);
    if (perOwnerLimit !== Number.POSITIVE_INFINITY && (!Number.isInteger(perOwnerLimit) || perOwnerLimit < 1)) {
      throw new RangeError(`the per-owner limit must be a positive integer, got ${perOwnerLimit}`);
    }
  }

  /**
   * Changes how many tasks run at once. More slots start waiting tasks now; fewer let running
   * tasks finish and start no new one until the count is below the new number.
   */
  setSlots(slots: number): void {
    if (!Number.isInteger(slots) || slots < 1) throw new RangeError(`workers must be a positive integer, got ${slots}`);
    this.slots = slots;
    this.dispatch();
  }

  get slotCount(): number {
    return this.slots;
  }

  get pending(): number {
    return this.waitingCount;
  }

  get active(): number {
    return this.running;
  }

  async run<T>(task: () => Promise<T>, ticket: JobTicket = {}): Promise<T> {
    const kind = ticket.kind ?? 'submit';
    const refusal = this.refused.get(kind);
    if (refusal) throw refusal;
    const key = ticket.owner ?? SHARED_OWNER;
    let owner = this.owners.get(key);
    if (!owner) {
      owner = { running: 0, waiting: { run: [], submit: [] }, lastServed: -1 };
      this.owners.set(key, owner);
    }
    const started = new Promise<void>((start, abandon) => owner.waiting[kind].push({ start, abandon }));
    this.waitingCount++;
    this.dispatch();
    await started;
    try {
      return await task();
    } finally {
      this.running--;
      owner.running--;
      if (owner.running === 0 && owner.waiting.run.length === 0 && owner.waiting.submit.length === 0)
        this.owners.delete(key);
      this.dispatch();
    }
  }

  /** Starts waiting tasks while slots are free and some owner may still start one. */
  private dispatch(): void {
    while (this.running < this.slots) {
      const next = this.pick();
      if (!next) return;
      const [owner, kind] = next;
      const waiting = owner.waiting[kind].shift();
      if (!waiting) return;
      this.waitingCount--;
      this.running++;
      owner.running++;
      owner.lastServed = this.served++;
      waiting.start();
    }
  }

  /**
   * Shutting down: the tasks of `kind` still waiting are not started (their run() rejects with
   * `error`), and later ones are refused with it. Tasks already running go on. Answers how many
   * were abandoned.
   */
  refuse(kind: JobKind, error: Error): number {
    this.refused.set(kind, error);
    let abandoned = 0;
    for (const [key, owner] of this.owners) {
      for (const waiting of owner.waiting[kind].splice(0)) {
        waiting.abandon(error);
        abandoned++;
      }
      if (owner.running === 0 && owner.waiting.run.length === 0 && owner.waiting.submit.length === 0)
        this.owners.delete(key);
    }
    this.waitingCount -= abandoned;
    return abandoned;
  }

  private pick(): [Owner, JobKind] | null {
    for (const kind of KIND_ORDER) {
      let best: Owner | null = null;
      for (const owner of this.owners.values()) {
        if (owner.waiting[kind].length === 0 || owner.running >= this.perOwnerLimit) continue;
        if (!best || owner.lastServed < best.lastServed) best = owner;
      }
      if (best) return [best, kind];
    }
    return null;
  }
}
