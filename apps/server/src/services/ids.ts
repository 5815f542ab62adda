import crypto from 'node:crypto';

/** Ids are opaque strings; random UUIDs avoid leaking counts and need no coordination between servers. */
export function newId(): string {
  return crypto.randomUUID();
}

export function nowIso(): string {
  return new Date().toISOString();
}
