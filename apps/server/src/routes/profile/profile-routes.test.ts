import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_RATING, profileMessages, type PublicProfile } from '@codeyard/shared';
import { insertProblem } from '../../services/problems/problems.js';
import { ratingChanges } from '../../services/ratings/rating-method.js';
import { recordOutcome } from '../../services/submissions/submissions.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { scriptedJudging } from '../../testing/scripted-judging.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

const MINUTE = 60_000;
const dialects = await availableDialects();

describe.each(dialects)('handles, public profiles and ratings on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;
  let now = Date.parse('2026-06-01T09:00:00.000Z');
  let problems: string[];

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      judging: scriptedJudging,
      clock: () => now,
      env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' },
    });
    adminCookie = await signInAsAdmin(test);
    problems = [];
    for (const title of ['Alpha', 'Beta', 'Gamma'])
      problems.push(await insertProblem(test.context.database, sumProblem({ title }), test.context.clock()));
  });
  afterAll(async () => test?.close());

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const profileOf = async (handle: string, cookie = '') => {
    const response = await inject('GET', `/user/profile/${handle}`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json() as PublicProfile;
  };
  const submit = (cookie: string, problemId: string, code: string, contestId?: string) =>
    inject('POST', `/submissions/submit/${problemId}`, cookie, {
      code,
      language: 'python',
      ...(contestId ? { contestId } : {}),
    });
  const createContest = async (fields: { title: string; startMs: number; endMs: number; rated: boolean }) => {
    const response = await inject('POST', '/problem/createcontest', adminCookie, {
      title: fields.title,
      description: 'Rated round.',
      startTime: new Date(fields.startMs).toISOString(),
      endTime: new Date(fields.endMs).toISOString(),
      problems,
      rated: fields.rated,
    });
    expect(response.statusCode).toBe(201);
    return response.json().contest._id as string;
  };

  describe('handles', () => {
    it('keeps a chosen handle in lowercase and refuses it to anyone else', async () => {
      const first = await signUp(test.app, { firstName: 'Lin', handle: 'Lin_Codes' });
      expect(first.handle).toBe('lin_codes');
      const second = await inject('POST', '/user/register', '', {
        firstName: 'Other',
        emailid: 'other-lin@example.com',
        password: 'Secret1!',
        handle: 'LIN_CODES',
      });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ message: profileMessages.handleTaken, error: profileMessages.handleTaken });
    });

    it('refuses a handle that could not be an address', async () => {
      for (const handle of ['ab', '-dash', 'has space', 'a/b', 'x'.repeat(25)]) {
        const response = await inject('POST', '/user/register', '', {
          firstName: 'Bad',
          emailid: `bad-${handle.length}@example.com`,
          password: 'Secret1!',
          handle,
        });
        expect(response.statusCode, handle).toBe(400);
        expect(response.json().message).toContain(profileMessages.handleInvalid);
      }
    });

    it('derives a free handle from the first name when the spec’s form sends none', async () => {
      const first = await signUp(test.app, { firstName: 'Zoë' });
      const second = await signUp(test.app, { firstName: 'ZOE' });
      expect(first.handle).toBe('zoe');
      expect(second.handle).toBe('zoe2');
      const symbols = await signUp(test.app, { firstName: '李' });
      expect(symbols.handle).toMatch(/^user\d*$/);
    });
  });

  describe('the public profile', () => {
    it('shows a person to anyone, without their email', async () => {
      const person = await signUp(test.app, { firstName: 'Grace', handle: 'grace_h' });
      await submit(person.cookie, problems[0]!, '# ACCEPT');
      await submit(person.cookie, problems[1]!, 'print(0)');
      const profile = await profileOf('Grace_H');
      expect(profile).toMatchObject({ handle: 'grace_h', name: 'Grace', solvedCount: 1, rating: null, contests: [] });
      expect(profile.byDifficulty.easy).toMatchObject({ solved: 1 });
      expect(profile.recentAccepted.map((problem) => problem.title)).toEqual(['Alpha']);
      expect(profile.activity).toEqual([{ date: '2026-06-01', count: 2 }]);
      expect(profile.streaks).toEqual({ current: 1, longest: 1 });
      expect(JSON.stringify(profile)).not.toContain(person.emailid);
    });

    it('answers 404 for a handle nobody has', async () => {
      const response = await inject('GET', '/user/profile/nobody_here', '');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(profileMessages.notFound);
    });

    it('does not reveal an accept the scoreboard freeze hides until the contest ends', async () => {
      const start = now + 10 * MINUTE;
      const end = start + 120 * MINUTE;
      const created = await inject('POST', '/problem/createcontest', adminCookie, {
        title: 'Frozen round',
        description: 'Freeze for the last hour.',
        startTime: new Date(start).toISOString(),
        endTime: new Date(end).toISOString(),
        problems: [problems[2]!],
        freezeMinutes: 60,
      });
      const contestId = created.json().contest._id as string;
      const person = await signUp(test.app, { firstName: 'Frozen', handle: 'frozen_one' });
      const watcher = await signUp(test.app, { firstName: 'Watcher' });
      now = end - 30 * MINUTE;
      expect((await submit(person.cookie, problems[2]!, '# ACCEPT', contestId)).json()).toMatchObject({
        countedForContest: true,
      });
      const during = await profileOf('frozen_one', watcher.cookie);
      expect(during.solvedCount).toBe(0);
      expect(during.recentAccepted).toEqual([]);
      now = end + MINUTE;
      const after = await profileOf('frozen_one', watcher.cookie);
      expect(after.solvedCount).toBe(1);
      expect(after.contests).toMatchObject([{ _id: contestId, rank: 1, solved: 1, rated: false, ratingChange: null }]);
    });
  });

  describe('rated contests', () => {
    it('moves ratings by the published method when a rated contest ends, and recomputes them after a rejudge', async () => {
      const first = await createContest({
        title: 'Round 1',
        startMs: now + MINUTE,
        endMs: now + 61 * MINUTE,
        rated: true,
      });
      const winner = await signUp(test.app, { firstName: 'Win', handle: 'rated_winner' });
      const middle = await signUp(test.app, { firstName: 'Mid', handle: 'rated_middle' });
      const last = await signUp(test.app, { firstName: 'Last', handle: 'rated_last' });
      now += 2 * MINUTE;
      await submit(winner.cookie, problems[0]!, '# ACCEPT', first);
      await submit(winner.cookie, problems[1]!, '# ACCEPT', first);
      await submit(middle.cookie, problems[0]!, 'print(0)', first);
      await submit(middle.cookie, problems[0]!, '# ACCEPT', first);
      const lastAttempt = (await submit(last.cookie, problems[0]!, 'print(0)', first)).json()._id as string;

      expect((await profileOf('rated_winner')).rating, 'no rating while it runs').toBeNull();
      now += 60 * MINUTE;

      const expected = ratingChanges([
        { userId: winner.userId, rank: 1, rating: INITIAL_RATING },
        { userId: middle.userId, rank: 2, rating: INITIAL_RATING },
        { userId: last.userId, rank: 3, rating: INITIAL_RATING },
      ]);
      const winnerProfile = await profileOf('rated_winner');
      expect(winnerProfile.rating).toBe(INITIAL_RATING + expected.get(winner.userId)!);
      expect(winnerProfile.rating).toBeGreaterThan(INITIAL_RATING);
      expect(winnerProfile.ratingHistory).toEqual([
        expect.objectContaining({ contestId: first, contestTitle: 'Round 1', rank: 1, oldRating: INITIAL_RATING }),
      ]);
      expect(winnerProfile.contests[0]).toMatchObject({ rated: true, rank: 1, ratingChange: { oldRating: 1500 } });

      const ratings = await inject('GET', `/user/ratings?ids=${winner.userId},${last.userId},unknown`, middle.cookie);
      expect(ratings.json().users).toEqual(
        expect.arrayContaining([
          { _id: winner.userId, handle: 'rated_winner', rating: INITIAL_RATING + expected.get(winner.userId)! },
          { _id: last.userId, handle: 'rated_last', rating: INITIAL_RATING + expected.get(last.userId)! },
        ]),
      );

      // A second rated contest starts from the ratings the first one gave.
      const second = await createContest({
        title: 'Round 2',
        startMs: now + MINUTE,
        endMs: now + 61 * MINUTE,
        rated: true,
      });
      now += 2 * MINUTE;
      await submit(last.cookie, problems[2]!, '# ACCEPT', second);
      await submit(winner.cookie, problems[2]!, 'print(0)', second);
      now += 60 * MINUTE;
      const beforeRejudge = (await profileOf('rated_last')).ratingHistory;
      expect(beforeRejudge.map((change) => change.contestTitle)).toEqual(['Round 1', 'Round 2']);
      expect(beforeRejudge[1]!.oldRating).toBe(beforeRejudge[0]!.newRating);

      // The jury finds the last contestant's answer in round 1 was right after all: same method, new standings.
      // As a rejudge does, the submission goes back to pending before its new verdict is stored.
      const rejudgedAt = new Date(now).toISOString();
      await test.context.database
        .updateTable('submissions')
        .set({ status: 'pending', rejudged_at: rejudgedAt })
        .where('id', '=', lastAttempt)
        .execute();
      await recordOutcome(
        test.context.database,
        { id: lastAttempt, user_id: last.userId, problem_id: problems[0]!, rejudged_at: rejudgedAt },
        {
          status: 'accepted',
          runtime: 0.01,
          memory: 1024,
          testsPassed: 1,
          testsTotal: 1,
          errorMessage: null,
          verdict: 'Accepted',
        },
        test.context.clock(),
      );
      const afterRejudge = (await profileOf('rated_last')).ratingHistory;
      const standings = await inject('GET', `/leader/contest/${first}/standings`, adminCookie);
      const places = (standings.json().entries as { userId: string; rank: number }[]).map((entry) => ({
        userId: entry.userId,
        rank: entry.rank,
        rating: INITIAL_RATING,
      }));
      expect(afterRejudge[0]!.newRating).toBe(INITIAL_RATING + ratingChanges(places).get(last.userId)!);
      expect(afterRejudge[1]!.oldRating, 'the later contest is replayed from the corrected rating').toBe(
        afterRejudge[0]!.newRating,
      );
      expect(places.find((place) => place.userId === last.userId)?.rank, 'no penalty beats 20 minutes').toBe(2);
      expect(afterRejudge[0]!.newRating).toBeGreaterThan(beforeRejudge[0]!.newRating);

      // Unrating a contest takes its changes away; the later contest is replayed without it.
      const unrated = await inject('PATCH', `/problem/contest/${first}`, adminCookie, { rated: false });
      expect(unrated.statusCode).toBe(200);
      const withoutFirst = (await profileOf('rated_last')).ratingHistory;
      expect(withoutFirst.map((change) => change.contestTitle)).toEqual(['Round 2']);
      expect(withoutFirst[0]!.oldRating).toBe(INITIAL_RATING);
    });

    it('answers ratings only to signed-in people, for a bounded number of ids', async () => {
      expect((await inject('GET', '/user/ratings?ids=a,b', '')).statusCode).toBe(401);
      const person = await signUp(test.app);
      const many = Array.from({ length: 201 }, (_, index) => `id${index}`).join(',');
      expect((await inject('GET', `/user/ratings?ids=${many}`, person.cookie)).statusCode).toBe(400);
      expect((await inject('GET', '/user/ratings?ids=', person.cookie)).json()).toEqual({ users: [], teams: [] });
    });
  });
});
