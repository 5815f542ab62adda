import { hash, verify, type Algorithm } from '@node-rs/argon2';
import pLimit, { type LimitFunction } from 'p-limit';

/**
 * Argon2id with OWASP's Password Storage Cheat Sheet's first choice: 19 MiB of memory, two
 * iterations, one lane. Written out rather than left to the library's defaults so that a library
 * upgrade cannot weaken (or silently slow) every new hash.
 */
export const PASSWORD_HASH_PARAMETERS = {
  /** Argon2id: the library's enum is a `const enum`, which isolated modules cannot read by name. */
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashing is the only CPU-heavy work a sign-in does, and a room signing in at once would otherwise
 * take every core from the judge. Hashes wait their turn in one first-come queue, a few at a time.
 * How many is either fixed (PASSWORD_HASH_CONCURRENCY) or read afresh as each hash is queued
 * (buildApp: the cores the in-process judge leaves idle), so a sign-in burst before a contest's
 * first submission gets every core and one during judging gets what judging leaves.
 */
const queue: LimitFunction = pLimit(1);
let concurrencyNow: () => number = () => 1;

/** A number, or a function read each time a hash is queued; hashes already queued keep their place. */
export function setPasswordHashingConcurrency(concurrency: number | (() => number)): void {
  concurrencyNow = typeof concurrency === 'number' ? () => concurrency : concurrency;
  queue.concurrency = Math.max(1, concurrencyNow());
}

function queued<T>(work: () => Promise<T>): Promise<T> {
  const concurrency = Math.max(1, concurrencyNow());
  if (queue.concurrency !== concurrency) queue.concurrency = concurrency;
  return queue(work);
}

/**
 * Hashes at once beside an in-process judge: the cores it is not judging on (at least one). Null
 * when this process does not judge (workers elsewhere): half the cores, leaving the rest to requests.
 */
export function hashingSlotsBeside(programsJudgedHere: number | null, cores: number): number {
  if (programsJudgedHere === null) return Math.max(1, Math.floor(cores / 2));
  return Math.max(1, cores - programsJudgedHere);
}

/** How many hashes wait for a turn (for tests and metrics). */
export function passwordHashesWaiting(): number {
  return queue.pendingCount;
}

/**
 * Passwords are hashed in Unicode NFC: "é" typed as one code point or as "e" plus a combining
 * accent (keyboards and systems differ) is the same password.
 */
function normalisedPassword(password: string): string {
  return password.normalize('NFC');
}

export function hashPassword(password: string): Promise<string> {
  return queued(() => hash(normalisedPassword(password), PASSWORD_HASH_PARAMETERS));
}

/**
 * Checks a password against a stored hash (its own parameters are read from it, so hashes made
 * with older parameters still verify). Hashes made before normalisation are of the text as typed,
 * so when the NFC form fails and differs from it, the raw text is tried too; `outdated` then tells
 * the caller to store a fresh hash, so no existing account is locked out.
 */
export async function verifyPassword(
  passwordHash: string,
  password: string,
): Promise<{ matches: boolean; outdated: boolean }> {
  const normalised = normalisedPassword(password);
  const check = (candidate: string) => queued(() => verify(passwordHash, candidate).catch(() => false));
  if (await check(normalised)) return { matches: true, outdated: !usesCurrentParameters(passwordHash) };
  if (normalised === password) return { matches: false, outdated: false };
  const matchesRaw = await check(password);
  return { matches: matchesRaw, outdated: matchesRaw };
}

/** A PHC string names its parameters ("$argon2id$v=19$m=19456,t=2,p=1$…"); weaker ones are re-hashed at sign-in. */
function usesCurrentParameters(passwordHash: string): boolean {
  const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_PARAMETERS;
  return (
    passwordHash.startsWith('$argon2id$') && passwordHash.includes(`$m=${memoryCost},t=${timeCost},p=${parallelism}$`)
  );
}
