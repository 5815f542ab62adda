import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { discardingLostConnections, endsTheSession } from './lost-connections.js';

/** A pool handing out one client whose queries fail as told; records what release was given. */
function poolFailingWith(failure: unknown) {
  const released: unknown[] = [];
  const client = {
    query: () => Promise.reject(failure),
    release: (error?: unknown) => released.push(error),
  };
  const pool = { connect: async () => client, end: async () => undefined } as unknown as pg.Pool;
  return { pool: discardingLostConnections(pool), released };
}

describe('a pool that discards lost connections', () => {
  it('destroys a client whose session PostgreSQL ended (pg_terminate_backend: FATAL 57P01)', async () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      severity: 'FATAL',
      code: '57P01',
    });
    const { pool, released } = poolFailingWith(terminated);
    const client = await pool.connect();
    await expect(client.query('select 1', [])).rejects.toBe(terminated);
    client.release();
    expect(released).toEqual([terminated]);
  });

  it('destroys one whose socket failed, and keeps one after an ordinary SQL error', async () => {
    const cut = new Error('Connection terminated unexpectedly');
    const duplicate = Object.assign(new Error('duplicate key value'), { severity: 'ERROR', code: '23505' });
    expect([endsTheSession(cut), endsTheSession(duplicate)]).toEqual([true, false]);
    const { pool, released } = poolFailingWith(duplicate);
    const client = await pool.connect();
    await expect(client.query('insert …', [])).rejects.toBe(duplicate);
    client.release();
    expect(released).toEqual([undefined]);
  });
});
