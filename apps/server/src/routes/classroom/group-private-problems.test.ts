import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProblem } from '../../services/problems/problems.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { scriptedJudging } from '../../testing/scripted-judging.js';
import { createTestApp, echoChatProvider, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

// Issue 34, item 4: a problem private to a group is seen by its members, its teacher and admins, and
// by nobody else on any route (docs/classrooms.md, "Private problems").

const dialects = await availableDialects();
type Person = Awaited<ReturnType<typeof signUp>>;

describe.each(dialects)('a problem private to a group on %s', (dialect) => {
  let test: TestApp;
  const now = Date.parse('2026-04-01T09:00:00.000Z');
  let adminCookie: string;
  let teacher: Person;
  let rival: Person;
  let member: Person;
  let outsider: Person;
  let secretId: string;
  let openId: string;
  let groupId: string;
  let secondGroupId: string;
  let rivalGroupId: string;

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | null, payload?: object) =>
    test.app.inject({
      method,
      url: `/api${url}`,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  const listedIds = async (cookie: string | null) =>
    ((await inject('GET', '/problem/getAllProblem', cookie)).json() as { _id: string }[]).map((problem) => problem._id);
  const createGroup = async (cookie: string, name: string) =>
    (await inject('POST', '/groups', cookie, { name })).json().group as { _id: string; joinCode: string };

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      judging: scriptedJudging,
      clock: () => now,
      chatProvider: echoChatProvider,
      env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' },
    });
    secretId = await insertProblem(test.context.database, sumProblem({ title: 'Secret Sum', slug: 'secret-sum' }), now);
    openId = await insertProblem(test.context.database, sumProblem({ title: 'Open Sum', slug: 'open-sum' }), now);
    adminCookie = await signInAsAdmin(test);
    teacher = await signUp(test.app, { firstName: 'Tess', handle: 'tess' });
    rival = await signUp(test.app, { firstName: 'Rita', handle: 'rita' });
    member = await signUp(test.app, { firstName: 'Mia', handle: 'mia' });
    outsider = await signUp(test.app, { firstName: 'Otto', handle: 'otto' });
    await inject('PUT', '/admin/teachers/tess', adminCookie);
    await inject('PUT', '/admin/teachers/rita', adminCookie);
    const group = await createGroup(teacher.cookie, 'Private class');
    groupId = group._id;
    secondGroupId = (await createGroup(teacher.cookie, 'Second class'))._id;
    rivalGroupId = (await createGroup(rival.cookie, 'Rival class'))._id;
    await inject('POST', '/groups/join', member.cookie, { code: group.joinCode });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('is made private by an admin; a teacher cannot hide an open problem from the whole site', async () => {
    const refused = await inject('PUT', `/groups/${groupId}/problems/${openId}`, teacher.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only an admin can make a problem that everyone can open private to a group');
    expect((await inject('PUT', `/groups/${groupId}/problems/${secretId}`, member.cookie)).statusCode).toBe(403);
    // Seen by the outsider first, so a list cached for them must not survive the change.
    expect(await listedIds(outsider.cookie)).toContain(secretId);
    const made = await inject('PUT', `/groups/${groupId}/problems/${secretId}`, adminCookie);
    expect(made.statusCode, made.body).toBe(200);
    const detail = (await inject('GET', `/groups/${groupId}`, teacher.cookie)).json().group;
    expect(detail.privateProblems).toEqual([{ _id: secretId, title: 'Secret Sum', difficulty: 'easy' }]);
  });

  it('is listed and opened by the members, the teacher and admins', async () => {
    for (const cookie of [member.cookie, teacher.cookie, adminCookie]) {
      expect(await listedIds(cookie)).toContain(secretId);
      expect((await inject('GET', `/problem/problembyid/${secretId}`, cookie)).statusCode).toBe(200);
    }
    const submitted = await inject('POST', `/submissions/submit/${secretId}`, member.cookie, {
      code: '# ACCEPT',
      language: 'python',
    });
    expect(submitted.json()).toMatchObject({ status: 'accepted' });
    expect((await inject('GET', `/comments/problem/${secretId}`, member.cookie)).statusCode).toBe(200);
  });

  it('does not exist for anyone else, on any route', async () => {
    for (const cookie of [outsider.cookie, rival.cookie, null]) {
      expect(await listedIds(cookie)).not.toContain(secretId);
      expect(await listedIds(cookie)).toContain(openId);
      expect((await inject('GET', `/problem/problembyid/${secretId}`, cookie)).statusCode).toBe(404);
      expect((await inject('GET', `/comments/problem/${secretId}`, cookie)).statusCode).toBe(404);
    }
    const { cookie } = outsider;
    const code = { code: '# ACCEPT', language: 'python' };
    const refusals = [
      await inject('POST', `/submissions/submit/${secretId}`, cookie, code),
      await inject('POST', `/submissions/runcode/${secretId}`, cookie, code),
      await inject('GET', `/drafts/${secretId}`, cookie),
      await inject('PUT', `/drafts/${secretId}/python`, cookie, { code: 'print(1)' }),
      await inject('GET', `/problem/solutions/${secretId}`, cookie),
      await inject('POST', '/comments', cookie, { problemId: secretId, content: 'Anyone here?' }),
      await inject('GET', `/ai/chat/${secretId}`, cookie),
      await inject('POST', '/ai/chat', cookie, {
        problemId: secretId,
        messages: [{ role: 'user', parts: [{ text: 'Hint?' }] }],
      }),
      await inject('GET', `/video/status/${secretId}`, cookie),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode, refusal.body).toBe(404);
      expect(refusal.json().message).toBe('Problem not found');
    }
    // Its title is not matched for the tutor either: the question is answered as a general one.
    const byTitle = await inject('POST', '/ai/chat', cookie, {
      title: 'Secret Sum',
      messages: [{ role: 'user', parts: [{ text: 'Hint?' }] }],
    });
    expect(byTitle.statusCode).toBe(200);
    expect((await inject('GET', `/problem/submittedproblems/${secretId}`, cookie)).json()).toEqual([]);
  });

  it("is left out of others' views of a member: profile and statistics", async () => {
    const asOutsider = (await inject('GET', '/user/profile/mia', outsider.cookie)).json();
    expect(asOutsider.solvedCount).toBe(0);
    expect(asOutsider.recentAccepted).toEqual([]);
    const asTeacher = (await inject('GET', '/user/profile/mia', teacher.cookie)).json();
    expect(asTeacher.recentAccepted.map((entry: { title: string }) => entry.title)).toEqual(['Secret Sum']);
    expect((await inject('GET', '/user/dashboard', outsider.cookie)).json().totalProblems).toBe(1);
    expect((await inject('GET', '/user/dashboard', member.cookie)).json()).toMatchObject({
      totalProblems: 2,
      solvedCount: 1,
    });
  });

  it('cannot be in a contest, nor be made private while in one', async () => {
    const contest = {
      title: 'Cup',
      description: 'A contest.',
      startTime: '2026-05-01T10:00:00.000Z',
      endTime: '2026-05-01T12:00:00.000Z',
      problems: [secretId],
    };
    const refused = await inject('POST', '/problem/createcontest', adminCookie, contest);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        path: 'problems',
        message: 'A chosen problem is private to a group, and a contest shows its problems to every contestant',
      },
    ]);
    const created = await inject('POST', '/problem/createcontest', adminCookie, { ...contest, problems: [openId] });
    expect(created.statusCode, created.body).toBe(201);
    const conflict = await inject('PUT', `/groups/${groupId}/problems/${openId}`, adminCookie);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(
      '"Open Sum" is in a contest, which shows its problems to every contestant: it cannot be private to a group',
    );
  });

  it('is shared by its teacher with another of their groups, and never by another teacher', async () => {
    const assignment = { title: 'Homework', problems: ['secret-sum'], dueAt: '2026-04-08T00:00:00.000Z' };
    const notYet = await inject('POST', `/groups/${secondGroupId}/assignments`, teacher.cookie, assignment);
    expect(notYet.statusCode).toBe(400);
    expect(notYet.json().message).toBe(
      '"Secret Sum" is not open to every member of this group: choose a practice problem, or one private to this group',
    );
    expect((await inject('POST', `/groups/${groupId}/assignments`, teacher.cookie, assignment)).statusCode).toBe(201);
    // Rita teaches elsewhere: to her the problem does not exist.
    expect((await inject('PUT', `/groups/${rivalGroupId}/problems/${secretId}`, rival.cookie)).statusCode).toBe(404);
    expect((await inject('POST', `/groups/${rivalGroupId}/assignments`, rival.cookie, assignment)).statusCode).toBe(
      400,
    );
    expect((await inject('PUT', `/groups/${secondGroupId}/problems/${secretId}`, teacher.cookie)).statusCode).toBe(200);
    expect((await inject('POST', `/groups/${secondGroupId}/assignments`, teacher.cookie, assignment)).statusCode).toBe(
      201,
    );
  });

  it('is hidden again from a member who leaves, their own solve included', async () => {
    await inject('POST', `/groups/${groupId}/leave`, member.cookie);
    expect(await listedIds(member.cookie)).not.toContain(secretId);
    expect((await inject('GET', `/problem/problembyid/${secretId}`, member.cookie)).statusCode).toBe(404);
    expect((await inject('GET', '/problem/problemSolvedByUser', member.cookie)).json()).toEqual([]);
    expect((await inject('GET', '/user/dashboard', member.cookie)).json()).toMatchObject({
      solvedCount: 0,
      firstSolved: [],
      recentSubmissions: [],
    });
  });

  it('stays private when its groups go, until an admin opens it to everyone', async () => {
    expect((await inject('DELETE', `/groups/${secondGroupId}/problems/${secretId}`, teacher.cookie)).statusCode).toBe(
      200,
    );
    expect((await inject('DELETE', `/groups/${groupId}`, teacher.cookie)).statusCode).toBe(200);
    // No group left: the teacher no longer sees it, admins still do, and it is not open to all.
    expect((await inject('GET', `/problem/problembyid/${secretId}`, teacher.cookie)).statusCode).toBe(404);
    expect(await listedIds(outsider.cookie)).not.toContain(secretId);
    expect(await listedIds(adminCookie)).toContain(secretId);
    expect((await inject('DELETE', `/problem/groups/${secretId}`, teacher.cookie)).statusCode).toBe(403);
    expect((await inject('DELETE', `/problem/groups/${secretId}`, adminCookie)).statusCode).toBe(200);
    expect(await listedIds(outsider.cookie)).toContain(secretId);
    expect((await inject('GET', `/problem/problembyid/${secretId}`, null)).statusCode).toBe(200);
  });
});
