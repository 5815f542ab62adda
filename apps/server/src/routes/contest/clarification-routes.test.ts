import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLARIFICATION_MAX_LENGTH,
  clarificationMessages,
  contestMessages,
  type ClarificationView,
} from '@codeyard/shared';
import { insertProblem } from '../../services/problems/problems.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

const MINUTE = 60_000;
const COMMENT_RATE_LIMIT = 5;
const dialects = await availableDialects();

describe.each(dialects)('contest clarifications on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;
  let now = Date.parse('2026-03-01T09:00:00.000Z');
  const start = Date.parse('2026-03-01T10:00:00.000Z');
  const end = Date.parse('2026-03-01T12:00:00.000Z');
  let problemA: string;
  let problemOther: string;
  /** What the tests heard through ContestEvents, as socket.io would be told. */
  const sent: { to: string; userId?: string; exceptUserId?: string | null; reason: string; view: ClarificationView }[] =
    [];

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      clock: () => now,
      env: { AUTH_RATE_LIMIT: '1000', COMMENT_RATE_LIMIT: String(COMMENT_RATE_LIMIT) },
    });
    problemA = await insertProblem(test.context.database, sumProblem({ title: 'Alpha' }), test.context.clock());
    problemOther = await insertProblem(test.context.database, sumProblem({ title: 'Elsewhere' }), test.context.clock());
    adminCookie = await signInAsAdmin(test);
    test.context.contestEvents.attach((_contestId, delivery, event) =>
      sent.push({ ...delivery, reason: event.reason, view: event.clarification }),
    );
  });
  afterAll(async () => {
    await test?.close();
  });

  const inject = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const newContest = async (problems: string[]) => {
    const response = await inject('POST', '/problem/createcontest', adminCookie, {
      title: 'Weekly',
      description: 'Questions welcome.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      problems,
    });
    expect(response.statusCode).toBe(201);
    return response.json().contest._id as string;
  };
  const contestant = async (contestId: string, firstName: string) => {
    const user = await signUp(test.app, { firstName });
    expect((await inject('POST', `/problem/contest/${contestId}/register`, user.cookie)).statusCode).toBe(200);
    return user;
  };
  const ask = (contestId: string, cookie: string, body: object) =>
    inject('POST', `/problem/contest/${contestId}/clarifications`, cookie, body);
  const answer = (contestId: string, id: string, cookie: string, body: object) =>
    inject('POST', `/problem/contest/${contestId}/clarifications/${id}/answer`, cookie, body);
  const list = (contestId: string, cookie: string) =>
    inject('GET', `/problem/contest/${contestId}/clarifications`, cookie);

  it('lets contestants ask, answers privately and to all, and shows each reader only what is theirs', async () => {
    now = start - 30 * MINUTE;
    const contestId = await newContest([problemA]);
    const ann = await contestant(contestId, 'Ann');
    const bob = await contestant(contestId, 'Bob');
    const visitor = await signUp(test.app, { firstName: 'Val' });

    // Before the start the contest's inside is hidden: nobody but the jury asks or reads.
    const early = await ask(contestId, ann.cookie, { text: 'Is it 1-indexed?' });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(contestMessages.notStarted);
    expect((await list(contestId, ann.cookie)).statusCode).toBe(403);
    // Announcements may be posted any time, and are read once the contest starts.
    const welcome = await inject('POST', `/problem/contest/${contestId}/announcements`, adminCookie, {
      text: '  Welcome!  ',
    });
    expect(welcome.statusCode).toBe(201);
    expect(welcome.json().clarification).toMatchObject({ kind: 'announcement', text: 'Welcome!', toAll: true });

    now = start + 10 * MINUTE;
    sent.length = 0;
    const annAsks = await ask(contestId, ann.cookie, { problemId: problemA, text: 'Ann secret: is n ≤ 10?' });
    expect(annAsks.statusCode).toBe(201);
    const annQuestion: ClarificationView = annAsks.json().clarification;
    expect(annQuestion).toMatchObject({ kind: 'question', problemId: problemA, mine: true, answer: null });
    expect(annQuestion).not.toHaveProperty('askedBy');
    now += MINUTE;
    const bobQuestion: ClarificationView = (await ask(contestId, bob.cookie, { text: 'Bob secret: general?' })).json()
      .clarification;
    expect(bobQuestion.problemId).toBeNull();
    // New questions reach the jury only, with the asker's name.
    expect(sent.map((event) => [event.to, event.reason, event.view.askedBy?.name])).toEqual([
      ['jury', 'question', 'Ann'],
      ['jury', 'question', 'Bob'],
    ]);

    const jury = (await list(contestId, adminCookie)).json();
    expect(jury.unanswered).toBe(2);
    expect(jury.clarifications.map((item: ClarificationView) => [item.text, item.askedBy?.name ?? null])).toEqual([
      ['Bob secret: general?', 'Bob'],
      ['Ann secret: is n ≤ 10?', 'Ann'],
      ['Welcome!', null],
    ]);

    // A private answer: Ann reads it, Bob and a visitor of the contest see neither question nor answer.
    sent.length = 0;
    const privately = await answer(contestId, annQuestion._id, adminCookie, { text: 'Ann answer: yes', toAll: false });
    expect(privately.statusCode).toBe(200);
    expect(sent.map((event) => [event.to, event.userId ?? null, event.view.answer])).toEqual([
      ['jury', null, 'Ann answer: yes'],
      ['user', ann.userId, 'Ann answer: yes'],
    ]);
    const annSees = (await list(contestId, ann.cookie)).json();
    expect(annSees).not.toHaveProperty('unanswered');
    expect(annSees.clarifications.map((item: ClarificationView) => [item.text, item.answer, item.mine])).toEqual([
      ['Ann secret: is n ≤ 10?', 'Ann answer: yes', true],
      ['Welcome!', null, false],
    ]);
    for (const reader of [bob, visitor]) {
      const body = (await list(contestId, reader.cookie)).body;
      expect(body).not.toContain('Ann secret');
      expect(body).not.toContain('Ann answer');
      expect(body).not.toContain(annQuestion._id);
    }
    expect((await list(contestId, bob.cookie)).json().clarifications).toHaveLength(2);
    expect((await list(contestId, adminCookie)).json().unanswered).toBe(1);

    // To all: everyone reads Bob's question and the answer, nobody but the jury learns who asked.
    sent.length = 0;
    const toAll = await answer(contestId, bobQuestion._id, adminCookie, { text: 'Bob answer: see A', toAll: true });
    expect(toAll.json().clarification).toMatchObject({ toAll: true, askedBy: { name: 'Bob' } });
    expect(sent.map((event) => [event.to, event.userId ?? event.exceptUserId ?? null, event.view.mine])).toEqual([
      ['jury', null, false],
      ['user', bob.userId, true],
      ['contest', bob.userId, false],
    ]);
    expect(sent[2]?.view).not.toHaveProperty('askedBy');
    const visitorSees = await list(contestId, visitor.cookie);
    expect(visitorSees.body).toContain('Bob secret: general?');
    expect(visitorSees.body).not.toContain(bob.userId);
    expect(visitorSees.body).not.toContain('Bob"');
    expect(visitorSees.body).not.toContain('askedBy');
    expect((await list(contestId, bob.cookie)).json().clarifications[0]).toMatchObject({ mine: true, toAll: true });

    // Answering again corrects the answer; a public one stays public.
    const corrected = await answer(contestId, bobQuestion._id, adminCookie, {
      text: 'Bob answer: see B',
      toAll: false,
    });
    expect(corrected.json().clarification).toMatchObject({ answer: 'Bob answer: see B', toAll: true });
    expect((await list(contestId, visitor.cookie)).body).toContain('Bob answer: see B');
    expect((await list(contestId, adminCookie)).json().unanswered).toBe(0);

    // Questions close at the end; the jury may still answer and announce.
    now = end + MINUTE;
    const late = await ask(contestId, ann.cookie, { text: 'Too late?' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(clarificationMessages.ended);
    expect(
      (await answer(contestId, annQuestion._id, adminCookie, { text: 'Ann answer 2', toAll: false })).statusCode,
    ).toBe(200);
    expect(
      (await inject('POST', `/problem/contest/${contestId}/announcements`, adminCookie, { text: 'Thanks!' }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses what contestants and strangers may not do', async () => {
    now = start + 5 * MINUTE;
    const contestId = await newContest([problemA]);
    const ann = await contestant(contestId, 'Ann');
    const stranger = await signUp(test.app, { firstName: 'Sam' });
    const question: ClarificationView = (await ask(contestId, ann.cookie, { text: 'Private to Ann' })).json()
      .clarification;

    // Only the jury answers and announces.
    expect(
      (await answer(contestId, question._id, ann.cookie, { text: 'I answer myself', toAll: true })).statusCode,
    ).toBe(403);
    expect(
      (await inject('POST', `/problem/contest/${contestId}/announcements`, ann.cookie, { text: 'Free pizza' }))
        .statusCode,
    ).toBe(403);
    expect((await list(contestId, adminCookie)).body).not.toContain('I answer myself');

    // Only registered contestants ask.
    const unregistered = await ask(contestId, stranger.cookie, { text: 'Let me in' });
    expect(unregistered.statusCode).toBe(403);
    expect(unregistered.json().message).toBe(clarificationMessages.notRegistered);
    expect((await ask('no-such-contest', ann.cookie, { text: 'Hello?' })).statusCode).toBe(404);
    expect(
      (await test.app.inject({ method: 'GET', url: `/api/problem/contest/${contestId}/clarifications` })).statusCode,
    ).toBe(401);

    // Texts are bounded, after trimming.
    const tooLong = await ask(contestId, ann.cookie, { text: 'x'.repeat(CLARIFICATION_MAX_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(clarificationMessages.tooLong);
    expect((await ask(contestId, ann.cookie, { text: '   ' })).statusCode).toBe(400);
    expect(
      (await answer(contestId, question._id, adminCookie, { text: 'y'.repeat(CLARIFICATION_MAX_LENGTH + 1) }))
        .statusCode,
    ).toBe(400);

    // A problem of another contest (or none at all) is refused.
    const otherProblem = await ask(contestId, ann.cookie, { problemId: problemOther, text: 'About Elsewhere' });
    expect(otherProblem.statusCode).toBe(400);
    expect(otherProblem.json().message).toBe(clarificationMessages.problemNotInContest);

    // A question answered under another contest's id is not found there; announcements are not questions.
    const otherContest = await newContest([problemOther]);
    expect((await answer(otherContest, question._id, adminCookie, { text: 'Wrong contest' })).statusCode).toBe(404);
    const announcement = (
      await inject('POST', `/problem/contest/${contestId}/announcements`, adminCookie, { text: 'Note' })
    ).json().clarification;
    expect((await answer(contestId, announcement._id, adminCookie, { text: 'Answering a note' })).statusCode).toBe(400);
    expect((await list(otherContest, ann.cookie)).body).not.toContain('Private to Ann');
  });

  it('keeps an upcoming contest closed to contestants', async () => {
    now = start - 5 * MINUTE;
    const contestId = await newContest([problemA]);
    const ann = await contestant(contestId, 'Ann');
    expect((await ask(contestId, ann.cookie, { problemId: problemA, text: 'What is A?' })).statusCode).toBe(403);
    expect((await list(contestId, ann.cookie)).statusCode).toBe(403);
    expect((await list(contestId, adminCookie)).json()).toEqual({ clarifications: [], unanswered: 0 });
  });

  it('goes with its contest when the contest is deleted', async () => {
    now = start + 5 * MINUTE;
    const contestId = await newContest([problemA]);
    const ann = await contestant(contestId, 'Ann');
    expect((await ask(contestId, ann.cookie, { text: 'Soon gone' })).statusCode).toBe(201);
    expect(
      (await inject('POST', `/problem/contest/${contestId}/announcements`, adminCookie, { text: 'Gone too' }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await test.app.inject({
          method: 'DELETE',
          url: `/api/problem/contest/${contestId}`,
          headers: { cookie: adminCookie },
        })
      ).statusCode,
    ).toBe(200);
    const left = await test.context.database
      .selectFrom('clarifications')
      .select('id')
      .where('contest_id', '=', contestId)
      .execute();
    expect(left).toEqual([]);
    expect((await list(contestId, adminCookie)).statusCode).toBe(404);
  });

  it('limits how fast one person asks, as comments are limited', async () => {
    now = start + 5 * MINUTE;
    const contestId = await newContest([problemA]);
    const ann = await contestant(contestId, 'Ann');
    const bob = await contestant(contestId, 'Bob');
    for (let index = 0; index < COMMENT_RATE_LIMIT; index += 1)
      expect((await ask(contestId, ann.cookie, { text: `Question ${index}` })).statusCode).toBe(201);
    const refused = await ask(contestId, ann.cookie, { text: 'One too many' });
    expect(refused.statusCode).toBe(429);
    // Per person: Bob still asks.
    expect((await ask(contestId, bob.cookie, { text: 'Mine' })).statusCode).toBe(201);
    expect((await list(contestId, adminCookie)).body).not.toContain('One too many');
  });
});
