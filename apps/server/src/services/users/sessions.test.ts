import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.js';
import { availableDialects, createTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { SessionCache } from './session-cache.js';
import { createSession, deleteExpiredSessions, findSessionUser, hashToken, revokeSession } from './sessions.js';
import { createUser } from './users.js';

const dialects = await availableDialects();
/** The app's clock in these tests: far from the wall clock, so that a look-up reading the wall clock instead fails. */
const T0 = Date.parse('2031-03-01T12:00:00.000Z');

describe.each(dialects)('session look-up on %s', (dialect) => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.settings);
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database?.destroy();
    await testDatabase?.drop();
  });

  it('finds each token its own user, concurrently, with the query compiled once', async () => {
    const users = await Promise.all(
      ['Ada', 'Grace', 'Edsger'].map((firstName, index) =>
        createUser(database, {
          firstName,
          email: `session-${index}@example.com`,
          password: 'Secret1!',
          role: index === 1 ? 'admin' : 'user',
          nowMs: T0,
        }),
      ),
    );
    const tokens = await Promise.all(
      users.map(async (user) => (await createSession(database, user._id, { ttlMs: 60_000, nowMs: T0 })).token),
    );
    // Many look-ups in flight at once share the compiled query but not its parameters.
    const found = await Promise.all(
      Array.from({ length: 30 }, (_, index) => findSessionUser(database, tokens[index % 3]!, T0)),
    );
    found.forEach((user, index) => expect(user).toEqual(users[index % 3]));
    expect(await findSessionUser(database, 'not-a-token', T0)).toBeNull();
  });

  it('forgets a revoked session and ends one when the clock reaches its expiry', async () => {
    const user = await createUser(database, {
      firstName: 'Barbara',
      email: 'session-expiry@example.com',
      password: 'Secret1!',
      nowMs: T0,
    });
    const revoked = await createSession(database, user._id, { ttlMs: 60_000, nowMs: T0 });
    await revokeSession(database, revoked.token);
    expect(await findSessionUser(database, revoked.token, T0)).toBeNull();

    const expiring = await createSession(database, user._id, { ttlMs: 60_000, nowMs: T0 });
    expect((await findSessionUser(database, expiring.token, T0 + 59_999))?._id).toBe(user._id);
    expect(await findSessionUser(database, expiring.token, T0 + 60_000)).toBeNull();
    const left = await database.selectFrom('sessions').select('user_id').where('user_id', '=', user._id).execute();
    expect(left).toEqual([]);
  });

  it('answers from the cache within its time, and a revocation through it is seen at once', async () => {
    const cache = new SessionCache(60_000, { now: () => T0 });
    const user = await createUser(database, {
      firstName: 'Alan',
      email: 'session-cache@example.com',
      password: 'Secret1!',
      nowMs: T0,
    });
    const { token } = await createSession(database, user._id, { ttlMs: 60_000, nowMs: T0 });
    expect(await findSessionUser(database, token, T0, cache)).toEqual(user);
    // Deleted behind the cache's back (by hand in the database): trusted until the cache time passes.
    await database.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
    expect(await findSessionUser(database, token, T0, cache)).toEqual(user);
    expect(await findSessionUser(database, token, T0)).toBeNull();
    // Ended through the app (logout): gone from the cache too.
    await revokeSession(database, token, cache);
    expect(await findSessionUser(database, token, T0, cache)).toBeNull();
  });

  it('deletes the sessions expired by the clock it is given, and keeps the others', async () => {
    const user = await createUser(database, {
      firstName: 'Grace',
      email: 'session-sweep@example.com',
      password: 'Secret1!',
      nowMs: T0,
    });
    await createSession(database, user._id, { ttlMs: 1_000, nowMs: T0 });
    const long = await createSession(database, user._id, { ttlMs: 60_000, nowMs: T0 });
    await deleteExpiredSessions(database, T0 + 1_000);
    const left = await database.selectFrom('sessions').select('token_hash').where('user_id', '=', user._id).execute();
    expect(left.map((row) => row.token_hash)).toEqual([hashToken(long.token)]);
  });
});
