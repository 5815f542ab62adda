import { randomUUID } from 'node:crypto';
import { languageById, type JudgeInfo } from '@codeyard/judge';
import {
  coreLanguages,
  languageLabel,
  solverLanguages,
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
  return solverLanguages().flatMap((id) => {
    const found = info.languages[id];
    return found?.ok ? [offered(id, found.version)] : [];
  });
}

const offered = (id: SolverLanguage, version: string): OfferedLanguage => ({
  id,
  label: languageLabel(id),
  name: languageById(id).name,
  version,
});

/**
 * Offered while no judge has said what it found (starting, or no worker yet): the core languages,
 * which setup installs and without which a judge refuses to start.
 */
export function languagesBeforeJudge(): OfferedLanguage[] {
  return coreLanguages().map((id) => offered(id, ''));
}

/** Every language, as judging that runs nothing offers them (tests of the HTTP layer). */
export function everyLanguage(): OfferedLanguage[] {
  return solverLanguages().map((id) => offered(id, ''));
}

/** The message a Run or submit gets in a language the judge does not offer. */
export function notOfferedMessage(language: SolverLanguage, offered: OfferedLanguage[]): string {
  return `${languageLabel(language)} is not installed on this judge. Use ${offered.map((entry) => entry.label).join(', ')}.`;
}

/** A worker's announcement outlives it by at most this long (ms); it is renewed three times as often. */
const ANNOUNCEMENT_TTL_MS = 30_000;

type Announcement = { languages: OfferedLanguage[]; until: number };

/**
 * A worker says in Redis which languages it judges, until it stops: web servers offer only what
 * every connected worker can judge, since a queued job may reach any of them. One hash holds every
 * worker's announcement (a field each), so reading them all costs one HGETALL rather than a scan of
 * the keyspace; each carries the time it lapses (by the worker's clock, so machines' clocks should
 * agree within seconds, as NTP keeps them), and readers drop lapsed ones: a worker killed without a
 * word.
 */
export function announceLanguages(redis: Redis, key: string, languages: OfferedLanguage[]): () => Promise<void> {
  const field = randomUUID();
  const announce = () =>
    redis
      .hset(key, field, JSON.stringify({ languages, until: Date.now() + ANNOUNCEMENT_TTL_MS } satisfies Announcement))
      .catch(() => undefined);
  void announce();
  const timer = setInterval(announce, ANNOUNCEMENT_TTL_MS / 3);
  timer.unref();
  return async () => {
    clearInterval(timer);
    // Bounded: with Redis away the command would wait in the client's queue; the field lapses anyway.
    await Promise.race([redis.hdel(key, field).catch(() => undefined), delay(1000)]);
  };
}

/**
 * The languages every worker with a live announcement judges (their intersection, in the picker's
 * order), or null when there is none.
 */
export async function readAnnouncedLanguages(redis: Redis, key: string): Promise<OfferedLanguage[] | null> {
  const fields = await redis.hgetall(key);
  const live: OfferedLanguage[][] = [];
  const lapsed: string[] = [];
  for (const [field, value] of Object.entries(fields)) {
    try {
      const announcement = JSON.parse(value) as Announcement;
      if (announcement.until > Date.now()) live.push(announcement.languages);
      else lapsed.push(field);
    } catch {
      lapsed.push(field);
    }
  }
  if (lapsed.length > 0) await redis.hdel(key, ...lapsed).catch(() => undefined);
  const [first, ...others] = live;
  if (!first) return null;
  return first.filter((language) => others.every((languages) => languages.some((entry) => entry.id === language.id)));
}
