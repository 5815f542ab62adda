import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteTestRedisKeys, redisReachable, TEST_REDIS_URL, testRedisPrefix } from '../testing/redis.js';
import { announceLanguages, languagesOfJudge, readAnnouncedLanguages } from './offered-languages.js';

describe('languagesOfJudge', () => {
  it('offers what passed its self-test, in the picker order, with its version', () => {
    const offered = languagesOfJudge({
      languages: {
        c: { ok: true, version: 'gcc 12' },
        cpp: { ok: true, version: 'g++ 12' },
        java: { ok: true, version: 'openjdk 17' },
        javascript: { ok: true, version: 'v20' },
        python: { ok: true, version: '3.11' },
        rust: { ok: true, version: 'rustc 1.63.0', optional: true },
        go: { ok: false, version: '', optional: true, error: 'not installed: run npm run judge -- install go' },
        pypy: { ok: false, version: '', optional: true, error: 'not installed' },
        ruby: { ok: true, version: 'ruby 3.1', optional: true },
        typescript: { ok: true, version: 'Version 7.0.2', optional: true },
        kotlin: { ok: false, version: '', optional: true, error: 'self-test failed' },
        csharp: { ok: false, version: '', optional: true, error: 'not installed' },
      },
    });
    expect(offered.map((language) => language.label)).toEqual([
      'JavaScript',
      'Java',
      'C++',
      'Python',
      'C',
      'Ruby',
      'Rust',
      'TypeScript',
    ]);
    expect(offered.find((language) => language.id === 'rust')).toEqual({
      id: 'rust',
      label: 'Rust',
      name: 'Rust (rustc 1.63, 2021 edition)',
      version: 'rustc 1.63.0',
    });
  });
});

const reachable = await redisReachable();

describe.skipIf(!reachable)("the workers' announcements in Redis", () => {
  const namespace = testRedisPrefix('judge-languages');
  const key = `${namespace}:judge-languages`;
  const redis = new Redis(TEST_REDIS_URL);
  afterAll(async () => {
    await deleteTestRedisKeys(namespace);
    redis.disconnect();
  });
  const language = (id: 'cpp' | 'rust' | 'go', label: string) => ({ id, label, name: label, version: `${id} 1` });

  it('offers what every worker judges, and forgets a worker that stops', async () => {
    expect(await readAnnouncedLanguages(redis, key)).toBeNull();
    const stopFirst = announceLanguages(redis, key, [
      language('cpp', 'C++'),
      language('go', 'Go'),
      language('rust', 'Rust'),
    ]);
    const stopSecond = announceLanguages(redis, key, [language('cpp', 'C++'), language('rust', 'Rust')]);
    await expect.poll(() => redis.hlen(key)).toBe(2);
    expect((await readAnnouncedLanguages(redis, key))?.map((entry) => entry.id)).toEqual(['cpp', 'rust']);

    // A worker killed without a word lapses: its announcement is ignored, and dropped.
    await redis.hset(key, 'dead-worker', JSON.stringify({ languages: [], until: Date.now() - 1 }));
    expect((await readAnnouncedLanguages(redis, key))?.map((entry) => entry.id)).toEqual(['cpp', 'rust']);
    expect(await redis.hexists(key, 'dead-worker')).toBe(0);

    await stopSecond();
    expect((await readAnnouncedLanguages(redis, key))?.map((entry) => entry.id)).toEqual(['cpp', 'go', 'rust']);
    await stopFirst();
    expect(await readAnnouncedLanguages(redis, key)).toBeNull();
  });
});
