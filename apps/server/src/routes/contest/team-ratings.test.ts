import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_RATING, teamMessages, type RatingChange, type TeamRatings } from '@codeyard/shared';
import { insertProblem } from '../../services/problems/problems.js';
import { ratingChanges } from '../../services/ratings/rating-method.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { scriptedJudging } from '../../testing/scripted-judging.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

// Issue 34, item 2: "ratings (if rated: per team)". A rated team contest rates its teams, each
// with a rating and history of its own, by the method persons are rated by; no person's rating
// moves in a team contest.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const dialects = await availableDialects();

describe.each(dialects)('team ratings on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;
  let now = Date.parse('2026-06-01T08:00:00.000Z');
  let problemA: string;
  let problemB: string;
  type Person = Awaited<ReturnType<typeof signUp>>;
  let ann: Person;
  let ben: Person;
  let cat: Person;
  let dan: Person;
  let eve: Person;
  let red: string;
  let blue: string;
  let green: string;

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const newContest = async (options: { title: string; startMs: number; teams: boolean; finalize?: 'manual' }) => {
    const response = await inject('POST', '/problem/createcontest', adminCookie, {
      title: options.title,
      description: 'Two problems.',
      startTime: new Date(options.startMs).toISOString(),
      endTime: new Date(options.startMs + HOUR).toISOString(),
      problems: [problemA, problemB],
      rated: true,
      teams: options.teams,
      ...(options.finalize ? { finalize: options.finalize } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().contest._id as string;
  };
  const submit = async (person: Person, problemId: string, contestId: string, code: string) => {
    const response = await inject('POST', `/submissions/submit/${problemId}`, person.cookie, {
      code,
      language: 'python',
      contestId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().countedForContest).toBe(true);
    return response.json()._id as string;
  };
  const teamRatings = async (teamId: string, cookie = adminCookie) => {
    const response = await inject('GET', `/teams/${teamId}/ratings`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TeamRatings;
  };
  const boardRatings = async (ids: string[]) => {
    const response = await inject('GET', `/user/ratings?ids=${ids.join(',')}`, eve.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      users: { _id: string; rating: number | null }[];
      teams: { _id: string; rating: number | null }[];
    };
  };
  const personRating = async (person: Person) =>
    (await inject('GET', `/user/profile/${person.handle}`, eve.cookie)).json() as {
      rating: number | null;
      ratingHistory: RatingChange[];
      contests: { _id: string; rank: number | null; rated: boolean; ratingChange: object | null }[];
    };
  const judged = async (submissionId: string) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const row = await test.context.database
        .selectFrom('submissions')
        .select('status')
        .where('id', '=', submissionId)
        .executeTakeFirstOrThrow();
      if (row.status !== 'pending') return row.status;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`submission ${submissionId} stayed pending`);
  };

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      judging: scriptedJudging,
      clock: () => now,
      env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' },
    });
    problemA = await insertProblem(test.context.database, sumProblem({ title: 'Alpha' }), test.context.clock());
    problemB = await insertProblem(test.context.database, sumProblem({ title: 'Beta' }), test.context.clock());
    adminCookie = await signInAsAdmin(test);
    ann = await signUp(test.app, { firstName: 'Ann', handle: 'rated_ann' });
    ben = await signUp(test.app, { firstName: 'Ben', handle: 'rated_ben' });
    cat = await signUp(test.app, { firstName: 'Cat', handle: 'rated_cat' });
    dan = await signUp(test.app, { firstName: 'Dan', handle: 'rated_dan' });
    eve = await signUp(test.app, { firstName: 'Eve', handle: 'rated_eve' });
    const team = async (name: string, members: string[]) => {
      const response = await inject('POST', '/teams', adminCookie, { name, members });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().team._id as string;
    };
    red = await team('Red', ['rated_ann', 'rated_ben']);
    blue = await team('Blue', ['rated_cat']);
    green = await team('Green', ['rated_dan']);
  });
  afterAll(async () => {
    await test?.close();
  });

  let first: string;
  let blueAttempt: string;
  let firstRatings: Map<string, number>;

  it('rates the teams of a rated team contest when it ends, and no person', async () => {
    const startMs = now + MINUTE;
    first = await newContest({ title: 'Team Round 1', startMs, teams: true });
    now = startMs + 10 * MINUTE;
    // Red: both members solve one each (2); Blue: one (1); Green: none, after a try (0).
    await submit(ann, problemA, first, '# ACCEPT');
    await submit(ben, problemB, first, '# ACCEPT');
    await submit(cat, problemA, first, '# ACCEPT');
    blueAttempt = await submit(cat, problemB, first, 'print(0)');
    await submit(dan, problemA, first, 'print(0)');
    expect((await boardRatings([red])).teams, 'no rating while it runs').toEqual([{ _id: red, rating: null }]);

    now = startMs + HOUR + MINUTE;
    const expected = ratingChanges([
      { userId: red, rank: 1, rating: INITIAL_RATING },
      { userId: blue, rank: 2, rating: INITIAL_RATING },
      { userId: green, rank: 3, rating: INITIAL_RATING },
    ]);
    firstRatings = new Map([...expected].map(([teamId, delta]) => [teamId, INITIAL_RATING + delta]));
    const answer = await boardRatings([red, blue, green, ann.userId]);
    expect(answer.teams).toEqual(
      expect.arrayContaining([red, blue, green].map((teamId) => ({ _id: teamId, rating: firstRatings.get(teamId) }))),
    );
    expect(firstRatings.get(red)).toBeGreaterThan(INITIAL_RATING);
    expect(firstRatings.get(green)).toBeLessThan(INITIAL_RATING);
    // The members keep no rating of their own: persons are rated only in contests they take alone.
    expect(answer.users).toEqual([{ _id: ann.userId, handle: 'rated_ann', rating: null }]);
    for (const person of [ann, ben, cat, dan])
      expect(await personRating(person)).toMatchObject({ rating: null, ratingHistory: [] });
    // Ann's profile lists the contest with her team's place, as unrated for her.
    expect((await personRating(ann)).contests).toEqual([
      expect.objectContaining({ _id: first, rank: 1, rated: false, ratingChange: null }),
    ]);
    const personRows = await test.context.database
      .selectFrom('rating_changes')
      .select('user_id')
      .where('contest_id', '=', first)
      .execute();
    expect(personRows).toEqual([]);

    const history = await teamRatings(red, ann.cookie);
    expect(history).toEqual({
      team: { _id: red, name: 'Red' },
      rating: firstRatings.get(red),
      history: [
        {
          contestId: first,
          contestTitle: 'Team Round 1',
          endTime: new Date(startMs + HOUR).toISOString(),
          rank: 1,
          oldRating: INITIAL_RATING,
          newRating: firstRatings.get(red),
        },
      ],
    });
  });

  it('answers a team’s ratings to the jury and its members only', async () => {
    expect((await teamRatings(blue, cat.cookie)).rating).toBe(firstRatings.get(blue));
    expect((await teamRatings(blue)).history).toHaveLength(1);
    const stranger = await inject('GET', `/teams/${blue}/ratings`, ann.cookie);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(teamMessages.teamRatingsPrivate);
    expect((await inject('GET', `/teams/${blue}/ratings`, '')).statusCode).toBe(401);
    const unknown = await inject('GET', '/teams/no-such-team/ratings', adminCookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(teamMessages.teamNotFound);
  });

  it('keeps persons’ and teams’ ratings apart when both kinds of rated contest follow', async () => {
    // A rated contest of persons: Ann beats Cat; their ratings start from 1500, whatever their teams did.
    const personal = await newContest({ title: 'Solo Round', startMs: now + MINUTE, teams: false });
    now += 10 * MINUTE;
    await submit(ann, problemA, personal, '# ACCEPT');
    await submit(cat, problemA, personal, 'print(0)');
    now += HOUR;
    const solo = ratingChanges([
      { userId: ann.userId, rank: 1, rating: INITIAL_RATING },
      { userId: cat.userId, rank: 2, rating: INITIAL_RATING },
    ]);
    expect((await personRating(ann)).rating).toBe(INITIAL_RATING + solo.get(ann.userId)!);
    expect((await teamRatings(red)).history.map((change) => change.contestTitle)).toEqual(['Team Round 1']);

    // A second rated team contest, finalised by the jury: nothing moves until it is finalised.
    const secondStart = now + MINUTE;
    const second = await newContest({ title: 'Team Round 2', startMs: secondStart, teams: true, finalize: 'manual' });
    now = secondStart + 5 * MINUTE;
    await submit(dan, problemA, second, '# ACCEPT');
    await submit(ben, problemA, second, 'print(0)');
    now = secondStart + HOUR + MINUTE;
    expect((await teamRatings(green)).history).toHaveLength(1);
    const finalized = await inject('POST', `/problem/contest/${second}/finalize`, adminCookie);
    expect(finalized.statusCode, finalized.body).toBe(200);
    const expected = ratingChanges([
      { userId: green, rank: 1, rating: firstRatings.get(green)! },
      { userId: red, rank: 2, rating: firstRatings.get(red)! },
    ]);
    const greenHistory = (await teamRatings(green)).history;
    expect(
      greenHistory.map((change) => [change.contestTitle, change.rank, change.oldRating, change.newRating]),
    ).toEqual([
      ['Team Round 1', 3, INITIAL_RATING, firstRatings.get(green)],
      ['Team Round 2', 1, firstRatings.get(green), firstRatings.get(green)! + expected.get(green)!],
    ]);
    // Blue did not take part: its rating stays as round 1 left it. Persons' ratings are still the solo round's.
    expect((await teamRatings(blue)).rating).toBe(firstRatings.get(blue));
    expect((await personRating(ann)).ratingHistory.map((change) => change.contestTitle)).toEqual(['Solo Round']);
    expect((await personRating(dan)).rating).toBeNull();
  });

  it('recomputes team ratings after a rejudge and when a contest is unrated, as for persons', async () => {
    const beforeRejudge = await teamRatings(blue);
    // Blue's wrong B in round 1 was right after all: the jury rejudges it, and Blue ties Red on solved.
    await test.context.database
      .updateTable('submissions')
      .set({ code: '# ACCEPT' })
      .where('id', '=', blueAttempt)
      .execute();
    const rejudge = await inject('POST', `/problem/contest/${first}/rejudge`, adminCookie, {
      submissionIds: [blueAttempt],
    });
    expect(rejudge.statusCode, rejudge.body).toBe(202);
    expect(await judged(blueAttempt)).toBe('accepted');

    const standings = (await inject('GET', `/leader/contest/${first}/standings`, adminCookie)).json() as {
      entries: { userId: string; rank: number }[];
    };
    const places = standings.entries.map((entry) => ({
      userId: entry.userId,
      rank: entry.rank,
      rating: INITIAL_RATING,
    }));
    const afterRejudge = await teamRatings(blue);
    expect(afterRejudge.history[0]!.newRating).toBe(INITIAL_RATING + ratingChanges(places).get(blue)!);
    expect(afterRejudge.history[0]!.newRating).toBeGreaterThan(beforeRejudge.history[0]!.newRating);
    // Round 2 is replayed from Red's corrected round-1 rating.
    const redHistory = (await teamRatings(red)).history;
    expect(redHistory[0]!.newRating, 'Red now shares first place').not.toBe(firstRatings.get(red));
    expect(redHistory[1]!.oldRating).toBe(redHistory[0]!.newRating);
    // Persons are untouched by the replay.
    expect((await personRating(cat)).ratingHistory.map((change) => change.contestTitle)).toEqual(['Solo Round']);

    // Unrating round 1 takes its team changes away; round 2 is replayed from 1500.
    const unrated = await inject('PATCH', `/problem/contest/${first}`, adminCookie, { rated: false });
    expect(unrated.statusCode, unrated.body).toBe(200);
    const withoutFirst = (await teamRatings(red)).history;
    expect(withoutFirst.map((change) => change.contestTitle)).toEqual(['Team Round 2']);
    expect(withoutFirst[0]!.oldRating).toBe(INITIAL_RATING);
    expect((await teamRatings(blue)).rating).toBeNull();
    const left = await test.context.database
      .selectFrom('team_rating_changes')
      .select('team_id')
      .where('contest_id', '=', first)
      .execute();
    expect(left).toEqual([]);
  });
});
