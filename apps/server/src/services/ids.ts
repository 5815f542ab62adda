import crypto from 'node:crypto';

/** Ids are opaque strings; random UUIDs avoid leaking counts and need no coordination between servers. */
export function newId(): string {
  return crypto.randomUUID();
}

/**
 * The stored form of a time (ISO 8601, UTC): `nowMs` is the injected clock's reading
 * (`context.clock()`), so a test that moves the clock moves every time a service stores.
 *
 * TODO(issue 30): contest time module. `nowMs` is optional only for the contest-time files that
 * eslint.config.js still lets read the wall clock (they call `nowIso()`); once they pass the
 * clock, make it required and drop the fallback below. Lint refuses `nowIso()` everywhere else
 * in services and routes.
 */
export function nowIso(nowMs?: number): string {
  // eslint-disable-next-line no-restricted-properties -- TODO(issue 30): contest time module
  return new Date(nowMs ?? Date.now()).toISOString();
}
