import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('configuration', () => {
  it('has working defaults: port 3000, SQLite under ./data, in-process judging', () => {
    const config = loadConfig({}, '/srv/codeyard');
    expect(config.port).toBe(3000);
    expect(config.dataDirectory).toBe('/srv/codeyard/data');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join('/srv/codeyard/data', 'codeyard.db') });
    expect(config.redisUrl).toBeNull();
    expect(config.judge).toMatchObject({
      inProcess: true,
      workers: Math.max(1, os.availableParallelism() - 1),
      perUserLimit: 2,
    });
    expect(config.admin).toBeNull();
  });

  it('takes the judge workers and the per-user limit from the environment', () => {
    expect(loadConfig({ JUDGE_WORKERS: '3', JUDGE_USER_CONCURRENCY: '1' }).judge).toMatchObject({
      workers: 3,
      perUserLimit: 1,
    });
    expect(() => loadConfig({ JUDGE_USER_CONCURRENCY: '0' })).toThrow(ConfigError);
  });

  it('serves metrics to this machine only, and a worker none, unless told otherwise', () => {
    expect(loadConfig({}).metrics).toEqual({ token: null, workerPort: null });
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token', WORKER_METRICS_PORT: '9464' }).metrics).toEqual({
      token: 'a-long-enough-token',
      workerPort: 9464,
    });
    // A short token is guessed, not kept secret.
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(() => loadConfig({ WORKER_METRICS_PORT: 'nine' })).toThrow(/WORKER_METRICS_PORT: must be a port number/);
  });

  it('has editorials free without Razorpay and paid with it; pairs of keys go together', () => {
    expect(loadConfig({}).editorialAccess).toBe('free');
    const paid = loadConfig({ RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'secret' });
    expect(paid.editorialAccess).toBe('paid');
    expect(paid.razorpay).toMatchObject({
      apiUrl: 'https://api.razorpay.com',
      checkout: 'razorpay',
      webhookSecret: null,
    });
    const problemsOf = (environment: Record<string, string>) => {
      try {
        loadConfig(environment);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problemsOf({ RAZORPAY_KEY_ID: 'rzp_test_abc' })).toEqual([
      'RAZORPAY_KEY_SECRET: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    ]);
    expect(problemsOf({ EDITORIAL_ACCESS: 'paid' })).toEqual([
      'EDITORIAL_ACCESS: EDITORIAL_ACCESS=paid needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    ]);
    expect(
      problemsOf({ RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 's', RAZORPAY_CHECKOUT: 'test' }),
    ).toEqual(['RAZORPAY_CHECKOUT: RAZORPAY_CHECKOUT=test is allowed only with a test key (rzp_test_…)']);
    expect(problemsOf({ CLOUDINARY_CLOUD_NAME: 'demo' })).toEqual([
      'CLOUDINARY_API_SECRET: CLOUDINARY_CLOUD_NAME, CLOUDINARY_API_KEY and CLOUDINARY_API_SECRET must be set together',
    ]);
    expect(problemsOf({ MEDIA_URL_SECRET: 'short' })).toEqual(['MEDIA_URL_SECRET: must be at least 32 characters']);
  });

  it('switches to PostgreSQL and Redis by URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/codeyard',
      REDIS_URL: 'redis://cache:6379',
      JUDGE_IN_PROCESS: 'false',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/codeyard' });
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.redisPrefix).toBe('codeyard');
    expect(config.judge.inProcess).toBe(false);
  });

  it('takes a REDIS_PREFIX for deployments sharing one Redis, and refuses one that could break a key name', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379', REDIS_PREFIX: 'staging-2' }).redisPrefix).toBe('staging-2');
    for (const prefix of ['a:b', 'with space', 'x*', 'p'.repeat(41)]) {
      expect(() => loadConfig({ REDIS_PREFIX: prefix }), prefix).toThrow(
        'REDIS_PREFIX: letters, digits, _ and - only, at most 40',
      );
    }
  });

  it('reports every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'not-an-email', JUDGE_IN_PROCESS: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT: must be a port number',
        'DATABASE_URL: must start with postgres:// (leave unset for SQLite)',
        'ADMIN_EMAIL: must be an email address',
        'JUDGE_IN_PROCESS: must be true or false',
      ]),
    );
    expect((error as ConfigError).message).toContain('Invalid configuration:\n  - ');
  });

  it('needs the admin email and password together, and Redis for worker-only judging', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com' })).toThrow(
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
    expect(() => loadConfig({ JUDGE_IN_PROCESS: 'false' })).toThrow('JUDGE_IN_PROCESS=false needs REDIS_URL');
  });

  it('reads ALLOWED_ORIGINS as a list of normalised origins and refuses anything else', () => {
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(
      loadConfig({ ALLOWED_ORIGINS: 'https://Codeyard.Example.com, http://localhost:5173/,https://a.example:443' })
        .allowedOrigins,
    ).toEqual(['https://codeyard.example.com', 'http://localhost:5173', 'https://a.example']);
    for (const bad of ['codeyard.example.com', 'https://a.example/path', 'ftp://a.example', 'https://a.example?x=1']) {
      expect(() => loadConfig({ ALLOWED_ORIGINS: `https://ok.example,${bad}` }), bad).toThrow(
        `ALLOWED_ORIGINS: "${bad}" is not an origin`,
      );
    }
  });

  it('leaves the AI tutor off by default and checks its settings together', () => {
    expect(loadConfig({}, '/srv').ai).toEqual({
      provider: null,
      rateLimit: 10,
      dailyQuota: 100,
      timeoutMs: 60_000,
      contextTokens: 6000,
    });
    expect(
      loadConfig({ AI_PROVIDER: 'openai', AI_MODEL: 'llama3.1', AI_BASE_URL: 'http://127.0.0.1:11434/v1' }, '/srv').ai
        .provider,
    ).toEqual({ kind: 'openai', model: 'llama3.1', apiKey: null, baseUrl: 'http://127.0.0.1:11434/v1' });
    const problems = (environment: Record<string, string>) => {
      try {
        loadConfig(environment, '/srv');
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ AI_PROVIDER: 'gemini', AI_API_KEY: 'key' })).toEqual([
      'AI_MODEL: AI_PROVIDER needs AI_MODEL (the model to ask)',
    ]);
    expect(problems({ AI_PROVIDER: 'gemini', AI_MODEL: 'gemini-2.5-flash' })).toEqual([
      'AI_API_KEY: AI_PROVIDER=gemini needs AI_API_KEY',
    ]);
    expect(problems({ AI_PROVIDER: 'claude' })).toEqual(['AI_PROVIDER: must be gemini or openai']);
    expect(problems({ AI_PROVIDER: 'openai', AI_MODEL: 'm', AI_BASE_URL: 'ftp://x' })).toEqual([
      'AI_BASE_URL: must be an http(s) URL',
    ]);
  });
});
