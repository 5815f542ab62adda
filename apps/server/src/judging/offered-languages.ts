import { randomUUID } from 'node:crypto';
import type { JudgeInfo } from '@codeyard/judge';
import {
  CORE_SOLVER_LANGUAGES,
  LANGUAGE_LABELS,
  SOLVER_LANGUAGES,
  type OfferedLanguage,
  type SolverLanguage,
} from '@codeyard/shared';
import type { Redis } from 'ioredis';
import { delay } from '../lib/shutdown.js';

/**
 * What a judge offers: the languages whose toolchain it found and self-tested (the optional ones
 * are installed by `npm run judge -- install`), in the picker's order, with the version it found.
 */
export function languagesOfJudge(info: Pick<JudgeInfo, 'languages'>): OfferedLanguage[] {
  return SOLVER_LANGUAGES.flatMap((id) => {
    const found = info.languages[id];
    return found?.ok ? [{ id, label: LANGUAGE_LABELS[id], version: found.version }] : [];
  });
}

/**
 * Offered while no judge has said what it found (starting, or no worker yet): the core languages,
 * which setup installs and without which a judge refuses to start.
 */
export const LANGUAGES_BEFORE_JUDGE: OfferedLanguage[] = CORE_SOLVER_LANGUAGES.map((id) => ({
  id,
  label: LANGUAGE_LABELS[id],
  version: '',
}));

/** Every language, as judging that runs nothing offers them (tests of the HTTP layer). */
export const EVERY_LANGUAGE: OfferedLanguage[] = SOLVER_LANGUAGES.map((id) => ({
  id,
  label: LANGUAGE_LABELS[id],
  version: '',
}));

/** The message a Run or submit gets in a language the judge does not offer. */
export function notOfferedMessage(language: SolverLanguage, offered: OfferedLanguage[]): string {
  return `${LANGUAGE_LABELS[language]} is not installed on this judge. Use ${offered.map((entry) => entry.label).join(', ')}.`;
}

/** A worker's announcement outlives it by at most this long (ms); it is renewed three times as often. */
const ANNOUNCEMENT_TTL_MS = 30_000;

/**
 * A worker says in Redis which languages it judges, until it stops: web servers offer only what
 * every connected worker can judge, since a queued job may reach any of them.
 */
export function announceLanguages(redis: Redis, keyPrefix: string, languages: OfferedLanguage[]): () => Promise<void> {
  const key = `${keyPrefix}${randomUUID()}`;
  const value = JSON.stringify(languages);
  const announce = () => redis.set(key, value, 'PX', ANNOUNCEMENT_TTL_MS).catch(() => undefined);
  void announce();
  const timer = setInterval(announce, ANNOUNCEMENT_TTL_MS / 3);
  timer.unref();
  return async () => {
    clearInterval(timer);
    // Bounded: with Redis away the command would wait in the client's queue; the key expires anyway.
    await Promise.race([redis.del(key).catch(() => undefined), delay(1000)]);
  };
}

/**
 * The languages every announcing worker judges (their intersection, in the picker's order), or
 * null when no worker has announced any.
 */
export async function readAnnouncedLanguages(redis: Redis, keyPrefix: string): Promise<OfferedLanguage[] | null> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 100);
    cursor = next;
    keys.push(...found);
  } while (cursor !== '0');
  if (keys.length === 0) return null;
  const announcements = (await redis.mget(keys)).flatMap((value) => {
    if (value === null) return [];
    try {
      return [JSON.parse(value) as OfferedLanguage[]];
    } catch {
      return [];
    }
  });
  const [first, ...others] = announcements;
  if (!first) return null;
  return first.filter((language) => others.every((languages) => languages.some((entry) => entry.id === language.id)));
}
