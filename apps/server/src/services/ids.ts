import crypto from 'node:crypto';

/** Ids are opaque strings; random UUIDs avoid leaking counts and need no coordination between servers. */
export function newId(): string {
  return crypto.randomUUID();
}

/**
 * The stored form of a time (ISO 8601, UTC): `nowMs` is the injected clock's reading
 * (`context.clock()`), so a test that moves the clock moves every time a service stores.
 */
export function nowIso(nowMs: number): string {
  return new Date(nowMs).toISOString();
}
