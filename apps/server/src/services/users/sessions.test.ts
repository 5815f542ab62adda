import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.js';
import { availableDialects, createTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { SessionCache } from './session-cache.js';
import { createSession, findSessionUser, hashToken, revokeSession } from './sessions.js';
import { createUser } from './users.js';

const dialects = await availableDialects();

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
        }),
      ),
    );
    const tokens = await Promise.all(
      users.map(async (user) => (await createSession(database, user._id, 60_000)).token),
    );
    // Many look-ups in flight at once share the compiled query but not its parameters.
    const found = await Promise.all(
      Array.from({ length: 30 }, (_, index) => findSessionUser(database, tokens[index % 3]!)),
    );
    found.forEach((user, index) => expect(user).toEqual(users[index % 3]));
    expect(await findSessionUser(database, 'not-a-token')).toBeNull();
  });

  it('forgets a revoked session and ends an expired one', async () => {
    const user = await createUser(database, {
      firstName: 'Barbara',
      email: 'session-expiry@example.com',
      password: 'Secret1!',
    });
    const revoked = await createSession(database, user._id, 60_000);
    await revokeSession(database, revoked.token);
    expect(await findSessionUser(database, revoked.token)).toBeNull();

    const expired = await createSession(database, user._id, -1);
    expect(await findSessionUser(database, expired.token)).toBeNull();
    const left = await database.selectFrom('sessions').select('user_id').where('user_id', '=', user._id).execute();
    expect(left).toEqual([]);
  });

  it('answers from the cache within its time, and a revocation through it is seen at once', async () => {
    const cache = new SessionCache(60_000);
    const user = await createUser(database, {
      firstName: 'Alan',
      email: 'session-cache@example.com',
      password: 'Secret1!',
    });
    const { token } = await createSession(database, user._id, 60_000);
    expect(await findSessionUser(database, token, cache)).toEqual(user);
    // Deleted behind the cache's back (by hand in the database): trusted until the cache time passes.
    await database.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
    expect(await findSessionUser(database, token, cache)).toEqual(user);
    expect(await findSessionUser(database, token)).toBeNull();
    // Ended through the app (logout): gone from the cache too.
    await revokeSession(database, token, cache);
    expect(await findSessionUser(database, token, cache)).toBeNull();
  });
});
