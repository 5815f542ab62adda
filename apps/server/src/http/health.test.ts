import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { checkDatabase, checkRedis, type HealthLog } from './health.js';

/** Records what a check logged, as the request's logger would receive it. */
function recordingLog() {
  const lines: { details: object; message: string }[] = [];
  const log: HealthLog = { error: (details, message) => lines.push({ details, message }) };
  return { log, lines };
}

/** A local port with nothing listening on it: connecting there is refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('dependency checks of the public /api/health', () => {
  let database: DatabaseHandle | undefined;
  afterAll(() => database?.destroy());

  it("answers that the database is unreachable and keeps the driver's error for the log", async () => {
    const port = await closedPort();
    database = openDatabase({ kind: 'postgres', url: `postgres://codeyard:secret@127.0.0.1:${port}/codeyard` });
    const { log, lines } = recordingLog();

    const health = await checkDatabase(database, log);

    expect(health).toEqual({ ok: false, message: 'The database is unreachable' });
    expect(lines).toHaveLength(1);
    const logged = (lines[0]?.details as { err: Error }).err;
    expect(logged.message).toContain(`ECONNREFUSED 127.0.0.1:${port}`);
  });

  it("answers that Redis is unreachable when its PING fails, and logs Redis's error", async () => {
    const { log, lines } = recordingLog();
    const failure = new Error('connect ECONNREFUSED 127.0.0.1:6379');
    const redis = { status: 'ready', ping: () => Promise.reject(failure) } as const;

    const health = await checkRedis(redis, log);

    expect(health).toEqual({ ok: false, message: 'Redis is unreachable' });
    expect(lines.map((line) => line.details)).toEqual([{ err: failure }]);
  });
});
