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
    expect(config.judge).toMatchObject({ inProcess: true, workers: 1 });
    expect(config.admin).toBeNull();
  });

  it('switches to PostgreSQL and Redis by URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/codeyard', REDIS_URL: 'redis://cache:6379', JUDGE_IN_PROCESS: 'false' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/codeyard' });
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.judge.inProcess).toBe(false);
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
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com' })).toThrow('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    expect(() => loadConfig({ JUDGE_IN_PROCESS: 'false' })).toThrow('JUDGE_IN_PROCESS=false needs REDIS_URL');
  });
});
