import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_PAGE_MAX,
  discussionMessages,
  REPLY_PAGE_SIZE,
  type CommentView,
} from '@codeyard/shared';
import { crossSiteMessage } from '../../http/origin.js';
import { NUL_MESSAGE } from '../../http/route-schemas.js';
import { COALESCE_INTERVAL_MS, type ProblemEventMap } from '../../realtime/problem-events.js';
import { addComment, addReply, COMMENT_PAGE_MAX_BYTES } from '../../services/discussions/comments.js';
import { insertProblem } from '../../services/problems/problems.js';
import { ensureAdmin } from '../../services/users/users.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../../testing/test-app.js';

const COMMENT_RATE_LIMIT = 25;
const LIKE_RATE_LIMIT = 60;
const dialects = await availableDialects();

describe.each(dialects)('discussions on %s', (dialect) => {
  let test: TestApp;
  let problemId: string;
  let otherProblemId: string;
  let adminCookie: string;
  let now = Date.parse('2026-03-01T09:00:00.000Z');
  /** Everything sent to problem rooms, in order. */
  const events: { problemId: string; name: keyof ProblemEventMap; payload: ProblemEventMap[keyof ProblemEventMap] }[] =
    [];

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      clock: () => now,
      env: {
        AUTH_RATE_LIMIT: '1000',
        COMMENT_RATE_LIMIT: String(COMMENT_RATE_LIMIT),
        LIKE_RATE_LIMIT: String(LIKE_RATE_LIMIT),
      },
    });
    problemId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
    otherProblemId = await insertProblem(test.context.database, sumProblem({ title: 'Other' }), test.context.clock());
    await ensureAdmin(test.context.database, {
      email: 'root@example.com',
      password: 'Admin123!',
      firstName: 'Root',
      nowMs: test.context.clock(),
    });
    adminCookie = sessionCookieOf(
      await test.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { emailid: 'root@example.com', password: 'Admin123!' },
      }),
    );
    test.context.problemEvents.attach((problem, name, payload) => events.push({ problemId: problem, name, payload }));
  });
  afterAll(async () => test?.close());

  const post = (cookie: string, body: object) =>
    test.app.inject({ method: 'POST', url: '/api/comments', headers: { cookie }, payload: body });
  const reply = (cookie: string, commentId: string, body: object) =>
    test.app.inject({ method: 'POST', url: `/api/comments/reply/${commentId}`, headers: { cookie }, payload: body });
  const like = (cookie: string, commentId: string) =>
    test.app.inject({ method: 'POST', url: `/api/comments/like/${commentId}`, headers: { cookie } });
  const remove = (cookie: string, commentId: string) =>
    test.app.inject({ method: 'DELETE', url: `/api/comments/${commentId}`, headers: { cookie } });
  const list = async (problem = problemId, query = ''): Promise<CommentView[]> => {
    const response = await test.app.inject({ method: 'GET', url: `/api/comments/problem/${problem}${query}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { comments: CommentView[] }).comments;
  };
  const tick = () => {
    now += 1000;
  };

  it('lets visitors read but asks them to sign in to write', async () => {
    expect(await list()).toEqual([]);
    expect((await post('', { problemId, content: 'hello' })).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: '/api/comments/problem/missing' })).statusCode).toBe(404);
  });

  it('stores a comment with its author, no likes and no replies, and tells the problem room', async () => {
    const ada = await signUp(test.app, { firstName: 'Ada' });
    tick();
    const response = await post(ada.cookie, { problemId, content: 'Use a **hash map**.' });
    expect(response.statusCode).toBe(201);
    const comment = response.json();
    expect(comment).toMatchObject({
      problemId,
      content: 'Use a **hash map**.',
      likes: [],
      replies: [],
      spoiler: false,
      userId: { _id: ada.userId, firstName: 'Ada', lastName: '' },
    });
    expect((await list())[0]).toEqual(comment);
    expect(events.at(-1)).toEqual({
      problemId,
      name: 'comment-added',
      payload: { problemId, parentId: null, comment },
    });
    // Only public fields travel to the room: no email, no role.
    expect(JSON.stringify(events.at(-1))).not.toContain(ada.emailid);
  });

  it('refuses empty, whitespace-only, too long and NUL-bearing content, and comments on unknown problems', async () => {
    const { cookie } = await signUp(test.app);
    for (const content of ['', '   \n\t ']) {
      const response = await post(cookie, { problemId, content });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(discussionMessages.empty);
    }
    const tooLong = await post(cookie, { problemId, content: 'x'.repeat(COMMENT_MAX_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Comment must be at most 10,000 characters');
    expect(
      (await post(cookie, { problemId: otherProblemId, content: 'x'.repeat(COMMENT_MAX_LENGTH) })).statusCode,
    ).toBe(201);
    const nul = await post(cookie, { problemId, content: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe(NUL_MESSAGE);
    expect((await post(cookie, { problemId: 'missing', content: 'hello' })).statusCode).toBe(404);
    expect((await reply(cookie, 'missing', { content: 'hello' })).statusCode).toBe(404);
    const blankReply = await reply(cookie, (await list())[0]!._id, { content: '  ' });
    expect(blankReply.json().message).toBe(discussionMessages.empty);
  });

  it('keeps HTML as the text that was written (the page renders it sanitised)', async () => {
    const { cookie } = await signUp(test.app);
    const content = '<img src=x onerror="alert(1)"> [click](javascript:alert(1)) <script>alert(2)</script>';
    tick();
    const response = await post(cookie, { problemId: otherProblemId, content });
    expect(response.json().content).toBe(content);
    expect((await list(otherProblemId))[0]!.content).toBe(content);
  });

  it("threads replies under their comment, on the comment's own problem whatever the body says", async () => {
    const author = await signUp(test.app, { firstName: 'Grace' });
    const replier = await signUp(test.app, { firstName: 'Alan' });
    tick();
    const comment = (await post(author.cookie, { problemId, content: 'Question?', spoiler: true })).json();
    tick();
    const first = await reply(replier.cookie, comment._id, { content: 'Answer.', problemId: otherProblemId });
    expect(first.statusCode).toBe(201);
    tick();
    // A reply to a reply joins the same thread (one level deep).
    const second = await reply(author.cookie, first.json()._id, { content: 'Thanks!' });
    expect(second.json().parentId).toBe(comment._id);
    const shown = (await list()).find((entry) => entry._id === comment._id)!;
    expect(shown.spoiler).toBe(true);
    expect(shown.replies.map((entry) => [entry.content, entry.userId.firstName])).toEqual([
      ['Answer.', 'Alan'],
      ['Thanks!', 'Grace'],
    ]);
    expect((await list(otherProblemId)).some((entry) => entry.replies.length > 0)).toBe(false);
    expect(shown.replyCount).toBe(2);
    expect(second.json().replyCount).toBe(2);
    expect(events.at(-1)).toMatchObject({
      problemId,
      name: 'comment-added',
      payload: { parentId: comment._id, comment: { content: 'Thanks!' }, replyCount: 2 },
    });
  });

  it('sends a long thread in pages: the comment with its first replies and their count, the rest after a cursor', async () => {
    const threadProblem = await insertProblem(
      test.context.database,
      sumProblem({ title: 'Long thread' }),
      test.context.clock(),
    );
    const { userId } = await signUp(test.app);
    const user = { _id: userId, firstName: 'Ada', lastName: null, emailid: 'x@example.com', role: 'user' as const };
    const start = Date.parse('2026-01-01T00:00:00Z');
    const comment = await addComment(test.context.database, {
      user,
      problemId: threadProblem,
      content: 'Thread',
      spoiler: false,
      now: start,
    });
    const added: { id: string; at: number }[] = [];
    for (let index = 0; index < 2 * REPLY_PAGE_SIZE + 5; index += 1) {
      // Two replies per timestamp: the id breaks the tie.
      const at = start + 1000 + Math.floor(index / 2) * 1000;
      added.push({
        id: (
          await addReply(test.context.database, {
            user,
            commentId: comment._id,
            content: `reply ${index}`,
            spoiler: false,
            now: at,
          })
        ).reply._id,
        at,
      });
    }
    const written = added.sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1)).map((entry) => entry.id);
    const [shown] = await list(threadProblem);
    expect(shown!.replyCount).toBe(written.length);
    expect(shown!.replies.map((entry) => entry._id)).toEqual(written.slice(0, REPLY_PAGE_SIZE));

    const seen = shown!.replies.map((entry) => entry._id);
    for (;;) {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/comments/${comment._id}/replies?after=${seen.at(-1)}`,
      });
      expect(response.statusCode).toBe(200);
      const page = response.json() as { _id: string; likes: string[] }[];
      seen.push(...page.map((entry) => entry._id));
      if (page.length < REPLY_PAGE_SIZE) break;
    }
    expect(seen).toEqual(written);

    const replies = (query: string) =>
      test.app.inject({ method: 'GET', url: `/api/comments/${comment._id}/replies${query}` });
    expect((await replies(`?limit=${COMMENT_PAGE_MAX + 1}`)).statusCode).toBe(400);
    // A cursor from another thread, a reply's id as the thread, and an unknown id are all not found.
    const other = await addComment(test.context.database, {
      user,
      problemId: threadProblem,
      content: 'Other',
      spoiler: false,
      now: start,
    });
    expect((await replies(`?after=${other._id}`)).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: `/api/comments/${written[0]}/replies` })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/api/comments/missing/replies' })).statusCode).toBe(404);
  });

  it("toggles likes per user on comments and replies, anyone's", async () => {
    const author = await signUp(test.app);
    const fan = await signUp(test.app);
    tick();
    const comment = (await post(author.cookie, { problemId, content: 'Like me' })).json();
    const liked = await like(fan.cookie, comment._id);
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toEqual({ liked: true, likes: [fan.userId] });
    // Like broadcasts are coalesced: the room hears the newest count shortly after.
    await vi.waitFor(() =>
      expect(events.at(-1)).toEqual({
        problemId,
        name: 'comment-updated',
        payload: { problemId, parentId: null, commentId: comment._id, likes: [fan.userId] },
      }),
    );
    // Two likes in the same millisecond have no order between them: compare as a set.
    expect(new Set((await like(author.cookie, comment._id)).json().likes)).toEqual(
      new Set([fan.userId, author.userId]),
    );
    expect((await like(fan.cookie, comment._id)).json()).toEqual({ liked: false, likes: [author.userId] });
    const answer = (await reply(author.cookie, comment._id, { content: 'reply' })).json();
    expect((await like(fan.cookie, answer._id)).json().likes).toEqual([fan.userId]);
    const shown = (await list()).find((entry) => entry._id === comment._id)!;
    expect(shown.likes).toEqual([author.userId]);
    expect(shown.replies[0]!.likes).toEqual([fan.userId]);
    expect((await like('', comment._id)).statusCode).toBe(401);
    expect((await like(fan.cookie, 'missing')).statusCode).toBe(404);
  });

  it("refuses deleting someone else's comment or reply; the author and an admin may, and replies go with their comment", async () => {
    const author = await signUp(test.app);
    const stranger = await signUp(test.app);
    tick();
    const comment = (await post(author.cookie, { problemId, content: 'Mine' })).json();
    const answer = (await reply(stranger.cookie, comment._id, { content: 'Theirs' })).json();
    const refused = await remove(stranger.cookie, comment._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the author or an admin can delete this comment');
    expect((await remove(author.cookie, answer._id)).statusCode).toBe(403);
    expect((await remove(stranger.cookie, answer._id)).statusCode).toBe(200);
    expect(events.at(-1)).toEqual({
      problemId,
      name: 'comment-deleted',
      payload: { problemId, parentId: comment._id, commentId: answer._id, replyCount: 0 },
    });
    const again = (await reply(stranger.cookie, comment._id, { content: 'Again' })).json();
    expect((await remove(author.cookie, comment._id)).statusCode).toBe(200);
    expect((await list()).some((entry) => entry._id === comment._id)).toBe(false);
    expect((await like(stranger.cookie, again._id)).statusCode).toBe(404);

    tick();
    const other = (await post(author.cookie, { problemId, content: 'Admin may remove this' })).json();
    expect((await remove(adminCookie, other._id)).statusCode).toBe(200);
    expect((await remove(adminCookie, other._id)).statusCode).toBe(404);
  });

  it('pages newest first with a cursor, without repeats or gaps, even when timestamps tie', async () => {
    const pagedProblem = await insertProblem(
      test.context.database,
      sumProblem({ title: 'Paged' }),
      test.context.clock(),
    );
    const { userId } = await signUp(test.app);
    const user = { _id: userId, firstName: 'Ada', lastName: null, emailid: 'x@example.com', role: 'user' as const };
    const written: string[] = [];
    for (let index = 0; index < 45; index += 1) {
      // Three comments per timestamp: the id breaks the tie.
      const comment = await addComment(test.context.database, {
        user,
        problemId: pagedProblem,
        content: `comment ${index}`,
        spoiler: false,
        now: Date.parse('2026-01-01T00:00:00Z') + Math.floor(index / 3) * 1000,
      });
      written.push(comment._id);
    }
    const seen: string[] = [];
    let query = '?limit=20';
    for (;;) {
      const page = await list(pagedProblem, query);
      seen.push(...page.map((comment) => comment._id));
      if (page.length < 20) break;
      query = `?limit=20&before=${page.at(-1)!._id}`;
    }
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    expect(new Set(seen)).toEqual(new Set(written));
    const first = await list(pagedProblem);
    expect(first).toHaveLength(20);
    expect(first[0]!.content).toMatch(/^comment 4[234]$/);
    expect(
      (await test.app.inject({ method: 'GET', url: `/api/comments/problem/${pagedProblem}?limit=1000` })).statusCode,
    ).toBe(400);
  });

  it('limits posting per user per minute, comments and replies together', async () => {
    const { cookie } = await signUp(test.app);
    const first = (await post(cookie, { problemId: otherProblemId, content: 'post 0' })).json() as { _id: string };
    // Half comments, half replies: one limit counts both, so alternating cannot double it.
    for (let index = 1; index < COMMENT_RATE_LIMIT; index += 1) {
      const response =
        index % 2 === 0
          ? await post(cookie, { problemId: otherProblemId, content: `post ${index}` })
          : await reply(cookie, first._id, { content: `reply ${index}` });
      expect(response.statusCode).toBe(201);
    }
    expect((await reply(cookie, first._id, { content: 'one too many' })).statusCode).toBe(429);
    const refused = await post(cookie, { problemId: otherProblemId, content: 'one too many' });
    expect(refused.statusCode).toBe(429);
    // Another user is not affected.
    expect(
      (await post((await signUp(test.app)).cookie, { problemId: otherProblemId, content: 'mine' })).statusCode,
    ).toBe(201);
  });

  it('limits likes per user, and a burst of them is one broadcast of the last count', async () => {
    const { cookie } = await signUp(test.app);
    const target = (await post(adminCookie, { problemId: otherProblemId, content: 'Popular' })).json() as {
      _id: string;
    };
    const before = events.length;
    const statuses: number[] = [];
    const burstStarted = performance.now();
    for (let index = 0; index < 150; index += 1) statuses.push((await like(cookie, target._id)).statusCode);
    const burstMs = performance.now() - burstStarted;
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIKE_RATE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(150 - LIKE_RATE_LIMIT);
    // The coalesced broadcast of the last count arrives once its interval ends.
    const likesOf = (event: (typeof events)[number]) =>
      event.name === 'comment-updated' && (event.payload as { commentId: string }).commentId === target._id
        ? (event.payload as { likes: string[] }).likes
        : undefined;
    await vi.waitFor(() => expect(events.slice(before).map(likesOf).filter(Boolean).at(-1)).toEqual([]));
    const broadcasts = events.slice(before).filter((event) => event.name === 'comment-updated');
    expect(broadcasts.length).toBeGreaterThanOrEqual(1);
    // At most one per interval the burst touched, plus the first and the last (about 3 for 60 quick
    // likes; a loaded machine that takes longer over them sends more). A burst shorter than one
    // interval may still straddle two of them.
    expect(broadcasts.length).toBeLessThanOrEqual(Math.ceil(burstMs / COALESCE_INTERVAL_MS) + 2);
    expect(broadcasts.length).toBeLessThan(LIKE_RATE_LIMIT / 4);
    // 60 toggles end where they began: not liked.
    expect(broadcasts.at(-1)!.payload).toMatchObject({ commentId: target._id, likes: [] });
  });

  it('bounds one page of comments in bytes and continues after it', async () => {
    const longProblem = await insertProblem(
      test.context.database,
      sumProblem({ title: 'Long threads' }),
      test.context.clock(),
    );
    const { userId } = await signUp(test.app);
    const user = { _id: userId, firstName: 'Ada', lastName: null, emailid: 'x@example.com', role: 'user' as const };
    const long = 'x'.repeat(COMMENT_MAX_LENGTH);
    for (let index = 0; index < 8; index += 1) {
      const comment = await addComment(test.context.database, {
        user,
        problemId: longProblem,
        content: long,
        spoiler: false,
        now: Date.parse('2026-01-01T00:00:00Z') + index * 1000,
      });
      for (let replyIndex = 0; replyIndex < REPLY_PAGE_SIZE; replyIndex += 1) {
        await addReply(test.context.database, {
          user,
          commentId: comment._id,
          content: long,
          spoiler: false,
          now: Date.parse('2026-01-01T00:00:00Z') + index * 1000 + replyIndex + 1,
        });
      }
    }
    const seen: string[] = [];
    let before = '';
    for (let pages = 0; pages < 10; pages += 1) {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/comments/problem/${longProblem}?limit=100${before}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body.length).toBeLessThanOrEqual(COMMENT_PAGE_MAX_BYTES + 1024);
      const page = response.json() as { comments: CommentView[]; nextBefore: string | null };
      seen.push(...page.comments.map((comment) => comment._id));
      if (!page.nextBefore) break;
      before = `&before=${page.nextBefore}`;
    }
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
  });

  it('refuses comment changes posted by another site', async () => {
    const { cookie } = await signUp(test.app);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { problemId, content: 'forged' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(crossSiteMessage);
  });
});
