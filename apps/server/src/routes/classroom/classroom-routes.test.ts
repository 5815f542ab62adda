import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, formatJoinCode, type GroupProgress } from '@codeyard/shared';
import { insertProblem } from '../../services/problems/problems.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { scriptedJudging } from '../../testing/scripted-judging.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

// Issue 34, item 4: a teacher's group, its assignment, and the progress table, on both databases.

const dialects = await availableDialects();
type Person = Awaited<ReturnType<typeof signUp>>;

describe.each(dialects)('classrooms on %s', (dialect) => {
  let test: TestApp;
  let now = Date.parse('2026-03-02T09:00:00.000Z');
  const dueAt = '2026-03-04T18:00:00.000Z';
  let adminCookie: string;
  let teacher: Person;
  let otherTeacher: Person;
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let sumId: string;
  let productId: string;
  let groupId: string;
  let joinCode: string;
  let assignmentId: string;

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const submit = async (person: Person, problemId: string, code: string, atMs: number) => {
    now = atMs;
    const response = await inject('POST', `/submissions/submit/${problemId}`, person.cookie, {
      code,
      language: 'python',
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  };

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      judging: scriptedJudging,
      clock: () => now,
      env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' },
    });
    sumId = await insertProblem(test.context.database, sumProblem({ title: 'Sum', slug: 'sum' }), now);
    productId = await insertProblem(test.context.database, sumProblem({ title: 'Product', slug: 'product' }), now);
    adminCookie = await signInAsAdmin(test);
    teacher = await signUp(test.app, { firstName: 'Tess', handle: 'tess' });
    otherTeacher = await signUp(test.app, { firstName: 'Olga', handle: 'olga' });
    alice = await signUp(test.app, { firstName: 'Alice', handle: 'alice' });
    bob = await signUp(test.app, { firstName: '=HYPERLINK("http://evil.example")', handle: 'bob' });
    carol = await signUp(test.app, { firstName: 'Carol, "CJ"', handle: 'carol' });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('refuses a group to a user no admin marked as teacher', async () => {
    const refused = await inject('POST', '/groups', teacher.cookie, { name: 'Algorithms 101' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only teachers can create groups: ask an admin to mark you as a teacher');
    expect((await inject('GET', '/groups', teacher.cookie)).json()).toEqual({ groups: [], canTeach: false });
    // Marking teachers is the admins' alone.
    expect((await inject('PUT', '/admin/teachers/tess', alice.cookie)).statusCode).toBe(403);
  });

  it('lets an admin mark teachers, who then create groups with an unguessable code', async () => {
    const marked = await inject('PUT', '/admin/teachers/@Tess', adminCookie);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({
      message: '@tess is now a teacher',
      teacher: { handle: 'tess', admin: false },
    });
    await inject('PUT', '/admin/teachers/olga', adminCookie);
    expect((await inject('PUT', '/admin/teachers/nobody', adminCookie)).statusCode).toBe(404);
    const teachers = (await inject('GET', '/admin/teachers', adminCookie)).json().teachers;
    expect(teachers.map((person: { handle: string }) => person.handle)).toEqual(['olga', 'tess']);

    const created = await inject('POST', '/groups', teacher.cookie, { name: '  Algorithms 101 ' });
    expect(created.statusCode, created.body).toBe(201);
    const { group } = created.json();
    expect(group).toMatchObject({
      name: 'Algorithms 101',
      role: 'teacher',
      memberCount: 0,
      teacher: { handle: 'tess' },
    });
    expect(group.joinCode).toHaveLength(JOIN_CODE_LENGTH);
    expect([...group.joinCode].every((letter: string) => JOIN_CODE_ALPHABET.includes(letter))).toBe(true);
    groupId = group._id;
    joinCode = group.joinCode;
    const second = (await inject('POST', '/groups', otherTeacher.cookie, { name: 'Olga’s class' })).json().group;
    expect(second.joinCode).not.toBe(joinCode);
    expect((await inject('POST', '/groups', teacher.cookie, { name: ' ' })).statusCode).toBe(400);
  });

  it('lets students join with the code as typed, and the teacher add and remove by handle', async () => {
    const joined = await inject('POST', '/groups/join', alice.cookie, { code: formatJoinCode(joinCode).toLowerCase() });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({
      message: 'You joined Algorithms 101',
      group: { role: 'member', joinCode: null },
    });
    const again = await inject('POST', '/groups/join', alice.cookie, { code: joinCode });
    expect(again.json().message).toBe('You are already in Algorithms 101');
    expect((await inject('POST', '/groups/join', teacher.cookie, { code: joinCode })).statusCode).toBe(400);

    expect((await inject('POST', `/groups/${groupId}/members`, alice.cookie, { handle: 'bob' })).statusCode).toBe(403);
    expect(
      (await inject('POST', `/groups/${groupId}/members`, otherTeacher.cookie, { handle: 'bob' })).statusCode,
    ).toBe(404);
    const added = await inject('POST', `/groups/${groupId}/members`, teacher.cookie, { handle: '@Bob' });
    expect(added.statusCode, added.body).toBe(200);
    expect(
      (await inject('POST', `/groups/${groupId}/members`, teacher.cookie, { handle: 'ghost' })).json(),
    ).toMatchObject({
      message: 'No account has the handle @ghost',
      errors: [{ path: 'handle' }],
    });
    await inject('POST', `/groups/${groupId}/members`, teacher.cookie, { handle: 'carol' });
    expect((await inject('DELETE', `/groups/${groupId}/members/carol`, teacher.cookie)).statusCode).toBe(200);
    expect((await inject('DELETE', `/groups/${groupId}/members/carol`, teacher.cookie)).statusCode).toBe(404);
    await inject('POST', `/groups/${groupId}/members`, teacher.cookie, { handle: 'carol' });

    const detail = (await inject('GET', `/groups/${groupId}`, teacher.cookie)).json().group;
    expect(detail.members.map((member: { handle: string }) => member.handle)).toEqual(['alice', 'bob', 'carol']);
    const studentView = (await inject('GET', `/groups/${groupId}`, alice.cookie)).json().group;
    expect(studentView).toMatchObject({ role: 'member', joinCode: null, members: null, privateProblems: null });
    // To someone in neither role the group does not exist.
    expect((await inject('GET', `/groups/${groupId}`, otherTeacher.cookie)).statusCode).toBe(404);
    expect((await inject('GET', '/groups', alice.cookie)).json().groups).toHaveLength(1);
  });

  it('sets an assignment of problems named by id or slug, for the teacher alone', async () => {
    const body = { title: 'Week 1', problems: [sumId, 'product'], dueAt };
    expect((await inject('POST', `/groups/${groupId}/assignments`, alice.cookie, body)).statusCode).toBe(403);
    expect((await inject('POST', `/groups/${groupId}/assignments`, otherTeacher.cookie, body)).statusCode).toBe(404);
    const unknown = await inject('POST', `/groups/${groupId}/assignments`, teacher.cookie, {
      ...body,
      problems: ['nope'],
    });
    expect(unknown.json()).toMatchObject({
      message: 'No problem has the id or slug "nope"',
      errors: [{ path: 'problems.0' }],
    });
    const twice = await inject('POST', `/groups/${groupId}/assignments`, teacher.cookie, {
      ...body,
      problems: [sumId, 'sum'],
    });
    expect(twice.statusCode).toBe(400);
    const badDate = await inject('POST', `/groups/${groupId}/assignments`, teacher.cookie, {
      ...body,
      dueAt: 'Friday',
    });
    expect(badDate.json().message).toBe('Due date must be a valid date and time');

    const created = await inject('POST', `/groups/${groupId}/assignments`, teacher.cookie, body);
    expect(created.statusCode, created.body).toBe(201);
    const { assignment } = created.json();
    expect(assignment).toMatchObject({ title: 'Week 1', dueAt, groupId });
    expect(assignment.problems.map((problem: { title: string }) => problem.title)).toEqual(['Sum', 'Product']);
    assignmentId = assignment._id;
  });

  it('shows each student their assignments with their own marks', async () => {
    await submit(alice, sumId, 'print(0)', Date.parse('2026-03-03T10:00:00.000Z'));
    await submit(alice, sumId, 'print(1)', Date.parse('2026-03-03T10:05:00.000Z'));
    await submit(alice, sumId, '# ACCEPT', Date.parse('2026-03-03T10:10:00.000Z'));
    // At the due instant itself: on time.
    await submit(alice, productId, '# ACCEPT', Date.parse(dueAt));
    // Bob solves a day late, after one wrong try.
    await submit(bob, sumId, 'print(2)', Date.parse('2026-03-05T08:00:00.000Z'));
    await submit(bob, sumId, '# ACCEPT', Date.parse('2026-03-05T09:00:00.000Z'));
    // Carol tries once, and does not solve it.
    await submit(carol, productId, 'print(3)', Date.parse('2026-03-05T10:00:00.000Z'));

    const mine = await inject('GET', '/groups/assignments', bob.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      serverTime: new Date(now).toISOString(),
      assignments: [
        {
          _id: assignmentId,
          group: { _id: groupId, name: 'Algorithms 101' },
          problems: [
            { title: 'Sum', solved: true, solvedAt: '2026-03-05T09:00:00.000Z', late: true },
            { title: 'Product', solved: false, solvedAt: null, late: false },
          ],
        },
      ],
    });
    const aliceView = (await inject('GET', `/groups/${groupId}`, alice.cookie)).json().group;
    expect(aliceView.assignments[0].problems).toMatchObject([
      { solved: true, late: false },
      { solved: true, late: false, solvedAt: dueAt },
    ]);
    expect((await inject('GET', '/groups/assignments', teacher.cookie)).json().assignments).toEqual([]);
  });

  it('answers the progress table to the teacher: solved, when, late and attempts per member and problem', async () => {
    const response = await inject('GET', `/groups/${groupId}/progress`, teacher.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const progress = response.json() as GroupProgress;
    expect(progress.group).toEqual({ _id: groupId, name: 'Algorithms 101' });
    expect(progress.assignments).toMatchObject([{ _id: assignmentId, title: 'Week 1', dueAt }]);
    const row = (handle: string) => progress.members.find((member) => member.handle === handle)!.problems;
    expect(progress.members.map((member) => member.handle)).toEqual(['alice', 'bob', 'carol']);
    expect(row('alice')).toEqual([
      { assignmentId, problemId: sumId, solved: true, solvedAt: '2026-03-03T10:10:00.000Z', late: false, attempts: 2 },
      { assignmentId, problemId: productId, solved: true, solvedAt: dueAt, late: false, attempts: 0 },
    ]);
    expect(row('bob')).toEqual([
      { assignmentId, problemId: sumId, solved: true, solvedAt: '2026-03-05T09:00:00.000Z', late: true, attempts: 1 },
      { assignmentId, problemId: productId, solved: false, solvedAt: null, late: false, attempts: 0 },
    ]);
    expect(row('carol')[1]).toEqual({
      assignmentId,
      problemId: productId,
      solved: false,
      solvedAt: null,
      late: false,
      attempts: 1,
    });
    expect((await inject('GET', `/groups/${groupId}/progress`, adminCookie)).statusCode).toBe(200);
  });

  it('refuses the progress table to a student (403) and to another teacher (404)', async () => {
    const student = await inject('GET', `/groups/${groupId}/progress`, alice.cookie);
    expect(student.statusCode).toBe(403);
    expect(student.json().message).toBe("Only the group's teacher (or an admin) can read its progress");
    expect((await inject('GET', `/groups/${groupId}/progress.csv`, alice.cookie)).statusCode).toBe(403);
    expect((await inject('GET', `/groups/${groupId}/progress`, otherTeacher.cookie)).statusCode).toBe(404);
    expect((await inject('GET', `/groups/${groupId}/progress?format=csv`, otherTeacher.cookie)).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: `/api/groups/${groupId}/progress` })).statusCode).toBe(401);
  });

  it('downloads the table as CSV, quoted, with formulas in names disarmed', async () => {
    const response = await inject('GET', `/groups/${groupId}/progress.csv`, teacher.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="algorithms-101-progress.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"handle","name","assignment","due_at","problem","problem_id","solved","solved_at","late","attempts"',
    );
    expect(lines[1]).toBe(`"alice","Alice","Week 1","${dueAt}","Sum","${sumId}",yes,"2026-03-03T10:10:00.000Z",no,2`);
    expect(lines[3]).toBe(
      `"bob","'=HYPERLINK(""http://evil.example"")","Week 1","${dueAt}","Sum","${sumId}",yes,"2026-03-05T09:00:00.000Z",yes,1`,
    );
    expect(lines[6]).toBe(`"carol","Carol, ""CJ""","Week 1","${dueAt}","Product","${productId}",no,,no,1`);
    expect(lines).toHaveLength(8);
    expect(lines[7]).toBe('');
    const viaQuery = await inject('GET', `/groups/${groupId}/progress?format=csv`, teacher.cookie);
    expect(viaQuery.body).toBe(response.body);
  });

  it('edits and deletes assignments, renames the group and makes a new code', async () => {
    const edited = await inject('PUT', `/groups/${groupId}/assignments/${assignmentId}`, teacher.cookie, {
      dueAt: '2026-03-06T00:00:00.000Z',
      problems: ['sum'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().assignment.problems.map((problem: { _id: string }) => problem._id)).toEqual([sumId]);
    const progress = (await inject('GET', `/groups/${groupId}/progress`, teacher.cookie)).json() as GroupProgress;
    // The later due time makes Bob's solve on time.
    expect(progress.members[1]!.problems).toMatchObject([{ problemId: sumId, late: false }]);
    expect(
      (await inject('PUT', `/groups/${groupId}/assignments/${assignmentId}`, alice.cookie, { title: 'x' })).statusCode,
    ).toBe(403);

    const renamed = await inject('PUT', `/groups/${groupId}`, teacher.cookie, { name: 'Algorithms 102' });
    expect(renamed.json().group.name).toBe('Algorithms 102');
    expect((await inject('PUT', `/groups/${groupId}`, bob.cookie, { name: 'Mine now' })).statusCode).toBe(403);

    const regenerated = await inject('POST', `/groups/${groupId}/join-code`, teacher.cookie);
    const newCode = regenerated.json().group.joinCode;
    expect(newCode).not.toBe(joinCode);
    expect((await inject('POST', `/groups/${groupId}/join-code`, alice.cookie)).statusCode).toBe(403);
    expect((await inject('POST', '/groups/join', otherTeacher.cookie, { code: joinCode })).statusCode).toBe(404);
    expect((await inject('POST', '/groups/join', otherTeacher.cookie, { code: newCode })).statusCode).toBe(200);

    expect((await inject('DELETE', `/groups/${groupId}/assignments/${assignmentId}`, bob.cookie)).statusCode).toBe(403);
    expect((await inject('DELETE', `/groups/${groupId}/assignments/${assignmentId}`, teacher.cookie)).statusCode).toBe(
      200,
    );
    expect((await inject('DELETE', `/groups/${groupId}/assignments/${assignmentId}`, teacher.cookie)).statusCode).toBe(
      404,
    );
  });

  it('lets a student leave, and only the teacher or an admin delete the group', async () => {
    expect((await inject('POST', `/groups/${groupId}/leave`, carol.cookie)).json().message).toBe(
      'You left Algorithms 102',
    );
    expect((await inject('GET', `/groups/${groupId}`, carol.cookie)).statusCode).toBe(404);
    expect((await inject('POST', `/groups/${groupId}/leave`, teacher.cookie)).statusCode).toBe(400);
    expect((await inject('DELETE', `/groups/${groupId}`, alice.cookie)).statusCode).toBe(403);
    expect((await inject('DELETE', `/groups/${groupId}`, adminCookie)).statusCode).toBe(200);
    expect((await inject('GET', '/groups', alice.cookie)).json().groups).toEqual([]);
  });

  it('unmarking a teacher stops new groups', async () => {
    expect((await inject('DELETE', '/admin/teachers/olga', adminCookie)).statusCode).toBe(200);
    expect((await inject('POST', '/groups', otherTeacher.cookie, { name: 'Another' })).statusCode).toBe(403);
  });
});

describe.each(dialects)('guessing join codes on %s', (dialect) => {
  let test: TestApp;
  let now = Date.parse('2026-03-02T09:00:00.000Z');
  let code: string;
  const join = (cookie: string, guess: string, address = '203.0.113.7') =>
    test.app.inject({
      method: 'POST',
      url: '/api/groups/join',
      remoteAddress: address,
      headers: { cookie },
      payload: { code: guess },
    });
  /** A well-formed code other than the group's (its code is one of 2^50: the chance it is one of these is nil). */
  const wrongCode = (index: number) => `ZZZZZZZZZ${JOIN_CODE_ALPHABET[index]}`;

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      clock: () => now,
      env: { AUTH_RATE_LIMIT: '1000', JOIN_CODE_FAILURES_PER_ACCOUNT: '5', JOIN_CODE_FAILURES_PER_ADDRESS: '8' },
    });
    const admin = await signInAsAdmin(test);
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: { cookie: admin },
      payload: { name: 'Guarded' },
    });
    code = created.json().group.joinCode;
  });
  afterAll(async () => {
    await test?.close();
  });

  it('refuses an account after a few wrong codes, even the right one, until the window passes', async () => {
    const guesser = await signUp(test.app);
    const statuses: number[] = [];
    for (let guess = 0; guess < 7; guess += 1) statuses.push((await join(guesser.cookie, wrongCode(guess))).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
    const locked = await join(guesser.cookie, code, '198.51.100.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong join codes, please try again in 900 seconds.');
    // A malformed code is refused by its form and counts for nothing.
    expect((await join((await signUp(test.app)).cookie, 'abc')).statusCode).toBe(400);

    now += 15 * 60_000;
    expect((await join(guesser.cookie, code, '198.51.100.9')).statusCode).toBe(200);
  });

  it('refuses an address guessing over many accounts, and not the others', async () => {
    const first = await signUp(test.app);
    const second = await signUp(test.app);
    for (let guess = 0; guess < 5; guess += 1) await join(first.cookie, wrongCode(guess), '192.0.2.1');
    const statuses: number[] = [];
    for (let guess = 0; guess < 4; guess += 1)
      statuses.push((await join(second.cookie, wrongCode(guess), '192.0.2.1')).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect((await join(second.cookie, code, '192.0.2.1')).statusCode).toBe(429);
    // Another room is not held up by this one.
    expect((await join((await signUp(test.app)).cookie, code, '192.0.2.200')).statusCode).toBe(200);
  });
});
