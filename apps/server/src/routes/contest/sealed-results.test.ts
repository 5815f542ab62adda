import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProblem, invalidateProblemList } from '../../services/problems/problems.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { scriptedJudging } from '../../testing/scripted-judging.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

const MINUTE = 60_000;
const dialects = await availableDialects();

/**
 * Issue 30: a contest's frozen results stay sealed until the jury releases them, on every read.
 * Sam's accepts in the freeze of a manual contest are the secret. Three reads leaked them before
 * (a public profile, the solutions tab, a virtual participant's board footer); and every GET
 * route of the OpenAPI document is walked as a visitor and as another contestant, in a world
 * where Sam's frozen submissions were accepted and one where they were rejected: no answer may
 * differ between the two, so a route added later cannot leak either.
 */
describe.each(dialects)('contest results sealed until released on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;
  let now = Date.parse('2026-06-01T09:00:00.000Z');
  const start = Date.parse('2026-06-01T10:00:00.000Z');
  const end = Date.parse('2026-06-01T12:00:00.000Z');
  let problemP: string;
  let problemQ: string;
  let contestId: string;
  let uma: Awaited<ReturnType<typeof signUp>>;
  let sam: Awaited<ReturnType<typeof signUp>>;
  const submissions: Record<string, string> = {};
  /** A marker only Sam's frozen code holds: no answer to anyone else may ever carry it. */
  const SECRET_CODE = '# ACCEPT sam-frozen-7f3a9c';

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      judging: scriptedJudging,
      clock: () => now,
      env: { AUTH_RATE_LIMIT: '100000', JUDGE_RATE_LIMIT: '100000', AI_RATE_LIMIT: '100000' },
    });
    problemP = await insertProblem(test.context.database, sumProblem({ title: 'Pebbles', visibility: 'contest' }), now);
    problemQ = await insertProblem(test.context.database, sumProblem({ title: 'Quarry', visibility: 'contest' }), now);
    adminCookie = await signInAsAdmin(test);
    uma = await signUp(test.app, { firstName: 'Uma', handle: 'uma_sealed', emailid: 'uma.sealed@example.com' });
    sam = await signUp(test.app, { firstName: 'Sam', handle: 'sam_sealed', emailid: 'sam.sealed@example.com' });
    const created = await inject('POST', '/problem/createcontest', adminCookie, {
      title: 'Sealed Finals',
      description: 'Two problems, a freeze, and a jury that releases the results.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      problems: [problemP, problemQ],
      freezeMinutes: 60,
      finalize: 'manual',
    });
    expect(created.statusCode).toBe(201);
    contestId = created.json().contest._id;

    now = start + 10 * MINUTE;
    submissions.umaP = await submit(uma.cookie, problemP, '# ACCEPT uma');
    now = start + 15 * MINUTE;
    submissions.samEarly = await submit(sam.cookie, problemP, '# wrong first try');
    now = start + 20 * MINUTE;
    submissions.umaQ = await submit(uma.cookie, problemQ, '# wrong uma');
    now = start + 30 * MINUTE;
    const announced = await inject('POST', `/problem/contest/${contestId}/announcements`, adminCookie, {
      text: 'Quarry: the input ends with a newline.',
    });
    expect(announced.statusCode).toBe(201);
    // The freeze begins at 11:00.
    now = start + 70 * MINUTE;
    submissions.samP = await submit(sam.cookie, problemP, SECRET_CODE);
    now = start + 80 * MINUTE;
    submissions.samQ = await submit(sam.cookie, problemQ, SECRET_CODE);
  });
  afterAll(async () => test?.close());

  function inject(method: 'GET' | 'POST', url: string, cookie: string | null, payload?: object) {
    return test.app.inject({
      method,
      url: `/api${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  }
  async function submit(cookie: string, problemId: string, code: string): Promise<string> {
    const response = await inject('POST', `/submissions/submit/${problemId}`, cookie, {
      code,
      language: 'python',
      contestId,
    });
    expect(response.statusCode).toBe(200);
    return response.json()._id as string;
  }
  const profileContestRow = async (cookie: string | null) => {
    const response = await inject('GET', `/user/profile/${sam.handle}`, cookie);
    expect(response.statusCode).toBe(200);
    const profile = response.json() as {
      solvedCount: number;
      contests: { _id: string; rank: number; solved: number }[];
    };
    return { solvedCount: profile.solvedCount, row: profile.contests.find((contest) => contest._id === contestId) };
  };

  it('a public profile shows the frozen board’s row to visitors and rivals, the true one only to its owner', async () => {
    now = end + 30 * MINUTE;
    // The frozen board: Uma first (1 solved), Sam second (0 solved, two pending).
    for (const cookie of [null, uma.cookie]) {
      const { solvedCount, row } = await profileContestRow(cookie);
      expect(row).toMatchObject({ rank: 2, solved: 0 });
      expect(solvedCount).toBe(0);
    }
    // Sam knows their own results; the jury sees through the freeze.
    expect((await profileContestRow(sam.cookie)).row).toMatchObject({ rank: 1, solved: 2 });
    expect((await profileContestRow(adminCookie)).row).toMatchObject({ rank: 1, solved: 2 });
  });

  it('the solutions tab neither lists nor opens a frozen accepted submission before the results are final', async () => {
    now = end + 30 * MINUTE;
    // Uma solved Pebbles before the freeze, so the tab is open to her.
    const list = await inject('GET', `/problem/solutions/${problemP}`, uma.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().submissions.map((entry: { _id: string }) => entry._id)).not.toContain(submissions.samP);
    const code = await inject('GET', `/problem/solutions/${problemP}/${submissions.samP}`, uma.cookie);
    expect(code.statusCode).toBe(404);
    expect(code.body).not.toContain('sam-frozen');
  });

  describe('every GET route, walked during an unfinalised freeze', () => {
    type Answer = { status: number; body: string };
    const ID_PARAMS = (): Record<string, string[]> => ({
      // `{id}` means a problem or a contest depending on the route: both are tried.
      id: [contestId, problemP, problemQ],
      contestId: [contestId],
      problemId: [problemP, problemQ],
      submissionId: Object.values(submissions),
      handle: [sam.handle, uma.handle],
      objectId: [...Object.values(submissions), problemP, problemQ, sam.userId, uma.userId, 'AC', 'WA'],
      commentId: ['none'],
    });
    /** Query values tried per parameter: each route is read once with none and once per value here. */
    const QUERY_VALUES = (): Record<string, string[]> => ({
      virtual: ['1'],
      // The jury's "as the public sees it" switch: for anyone else it must change nothing.
      public: ['1'],
      ids: [`${sam.userId},${uma.userId}`],
      // The board's filters only narrow it (this world has no teams): walked so that a filtered board is compared too.
      category: ['no-such-category'],
      organization: ['no-such-organization'],
      // A group's progress as CSV: the same facts as its JSON.
      format: ['csv'],
    });
    /** Answers that change by themselves (the health check reports its probes' latency): not comparable. */
    const VOLATILE = new Set(['/health']);
    /** Always sent: the CLICS event feed would otherwise stream for ever. */
    const ALWAYS = { stream: 'false' };
    /** Query parameters that need nothing from this world (paging, signed media links). */
    const IGNORED_QUERY = new Set([
      'page',
      'pageSize',
      'before',
      'after',
      'limit',
      'since_token',
      'user',
      'expires',
      'signature',
    ]);

    async function urls(): Promise<string[]> {
      const document = (await inject('GET', '/openapi.json', null)).json() as {
        paths: Record<string, { get?: { parameters?: { in: string; name: string }[] } }>;
      };
      const found: string[] = [];
      const pools = ID_PARAMS();
      const queryValues = QUERY_VALUES();
      for (const [path, operations] of Object.entries(document.paths)) {
        if (!operations.get || VOLATILE.has(path.replace(/^\/api/, ''))) continue;
        const parameters = operations.get.parameters ?? [];
        let paths = [path.replace(/^\/api/, '')];
        for (const parameter of parameters.filter((each) => each.in === 'path')) {
          const pool = pools[parameter.name];
          // A new route's parameter must be given values here before it can pass: nothing goes unwalked.
          if (!pool) throw new Error(`No values to walk ${path} with: add "${parameter.name}" to ID_PARAMS`);
          paths = paths.flatMap((each) => pool.map((value) => each.replace(`{${parameter.name}}`, value)));
        }
        const queries: string[] = [''];
        const always = new URLSearchParams();
        for (const parameter of parameters.filter((each) => each.in === 'query')) {
          if (parameter.name in ALWAYS) always.set(parameter.name, ALWAYS[parameter.name as keyof typeof ALWAYS]);
          else if (queryValues[parameter.name])
            for (const value of queryValues[parameter.name]!) queries.push(`${parameter.name}=${value}`);
          else if (!IGNORED_QUERY.has(parameter.name))
            throw new Error(`No values to walk ${path} with: add "${parameter.name}" to QUERY_VALUES or IGNORED_QUERY`);
        }
        for (const each of paths)
          for (const query of queries) {
            const search = new URLSearchParams(query);
            for (const [key, value] of always) search.set(key, value);
            const text = search.toString();
            found.push(text ? `${each}?${text}` : each);
          }
      }
      return found;
    }

    async function walk(list: string[], cookie: string | null): Promise<Map<string, Answer>> {
      const answers = new Map<string, Answer>();
      for (const url of list) {
        const response = await inject('GET', url, cookie);
        answers.set(url, { status: response.statusCode, body: response.body });
      }
      return answers;
    }

    /** Sam's frozen submissions as the judge might have judged them instead: rejected. */
    async function rejectFrozen(): Promise<void> {
      const { database } = test.context;
      await database
        .updateTable('submissions')
        .set({ status: 'wrong', verdict: 'Wrong Answer', tests_passed: 0, error_message: 'Wrong Answer on test 1' })
        .where('id', 'in', [submissions.samP!, submissions.samQ!])
        .execute();
      await database.deleteFrom('solved_problems').where('user_id', '=', sam.userId).execute();
      // What is cached of the old verdicts (boards, the problem list) is what the real verdict path clears too.
      test.context.standings.forget(contestId);
      invalidateProblemList(database);
    }
    async function acceptFrozen(): Promise<void> {
      const { database } = test.context;
      await database
        .updateTable('submissions')
        .set({ status: 'accepted', verdict: 'Accepted', tests_passed: 1, error_message: null })
        .where('id', 'in', [submissions.samP!, submissions.samQ!])
        .execute();
      for (const problemId of [problemP, problemQ])
        await database
          .insertInto('solved_problems')
          .values({
            user_id: sam.userId,
            problem_id: problemId,
            solved_at: new Date(start + 70 * MINUTE).toISOString(),
          })
          .onConflict((conflict) => conflict.columns(['user_id', 'problem_id']).doNothing())
          .execute();
      test.context.standings.forget(contestId);
      invalidateProblemList(database);
    }

    const moments = [
      ['while the contest runs, frozen', () => start + 100 * MINUTE],
      ['after the end, before the jury finalises', () => end + 30 * MINUTE],
    ] as const;

    it.each(moments)('no answer to a visitor or another contestant depends on a frozen result: %s', async (_, at) => {
      now = at();
      const list = await urls();
      expect(list.length).toBeGreaterThan(100);
      const readers = [
        ['a visitor', null],
        ['another contestant', uma.cookie],
      ] as const;
      const leaks: string[] = [];
      const unstable = new Set<string>();
      for (const [reader, cookie] of readers) {
        await acceptFrozen();
        const accepted = await walk(list, cookie);
        const again = await walk(list, cookie);
        await rejectFrozen();
        const rejected = await walk(list, cookie);
        await acceptFrozen();
        for (const url of list) {
          const first = accepted.get(url)!;
          if (first.body.includes('sam-frozen')) leaks.push(`${reader}: ${url} answers the frozen code`);
          const second = again.get(url)!;
          if (first.status !== second.status || first.body !== second.body) {
            unstable.add(url);
            continue;
          }
          const other = rejected.get(url)!;
          if (first.status !== other.status || first.body !== other.body)
            leaks.push(`${reader}: ${url} (${first.status}) differs when the frozen verdicts differ`);
        }
      }
      expect(leaks).toEqual([]);
      // Every other answer must be the same when asked twice, or the comparison above would prove nothing.
      expect([...unstable]).toEqual([]);
    });

    it('the walk itself catches a leak: the jury’s answers do depend on the frozen results', async () => {
      now = end + 30 * MINUTE;
      const list = (await urls()).filter((url) => url.includes('/standings') || url.includes('/user/profile/'));
      await acceptFrozen();
      const accepted = await walk(list, adminCookie);
      await rejectFrozen();
      const rejected = await walk(list, adminCookie);
      await acceptFrozen();
      const differing = list.filter((url) => accepted.get(url)!.body !== rejected.get(url)!.body);
      expect(differing).toEqual(
        expect.arrayContaining([`/leader/contest/${contestId}/standings`, `/user/profile/${sam.handle}`]),
      );
    });
  });

  it('once the jury finalises, the results reach everyone: profile, solutions and board', async () => {
    now = end + 40 * MINUTE;
    expect((await inject('POST', `/problem/contest/${contestId}/finalize`, adminCookie)).statusCode).toBe(200);
    expect((await profileContestRow(null)).row).toMatchObject({ rank: 1, solved: 2 });
    const list = await inject('GET', `/problem/solutions/${problemP}`, uma.cookie);
    expect(list.json().submissions.map((entry: { _id: string }) => entry._id)).toContain(submissions.samP);
  });

  it('a virtual participant sees everything as it stood at their minute: rows, first solves, footer totals, announcements', async () => {
    now = end + 50 * MINUTE;
    const val = await signUp(test.app, { firstName: 'Val', handle: 'val_sealed', emailid: 'val.sealed@example.com' });
    const runStart = now;
    expect((await inject('POST', `/problem/contest/${contestId}/virtual`, val.cookie)).statusCode).toBe(201);
    type Board = {
      virtualMoment?: string;
      entries: { name: string; solved: number; cells: { solved: boolean; firstToSolve: boolean }[] }[];
      problemTotals: { problemId: string; solved: number; tried: number }[];
    };
    const board = async (query = '') =>
      (await inject('GET', `/leader/contest/${contestId}/standings${query}`, val.cookie)).json() as Board;
    const totals = (answer: Board) => answer.problemTotals.map((total) => [total.solved, total.tried]);
    const announcements = async () =>
      (
        (await inject('GET', `/problem/contest/${contestId}/clarifications`, val.cookie)).json() as {
          clarifications: { text: string }[];
        }
      ).clarifications.map((clarification) => clarification.text);

    // Minute 0, asked as the default board is: nothing has happened yet.
    for (const query of ['', '?virtual=1']) {
      const atStart = await board(query);
      expect(atStart.virtualMoment).toBe(new Date(start).toISOString());
      expect(totals(atStart)).toEqual([
        [0, 0],
        [0, 0],
      ]);
      expect(atStart.entries.every((entry) => entry.solved === 0)).toBe(true);
      expect(atStart.entries.flatMap((entry) => entry.cells).some((cell) => cell.firstToSolve)).toBe(false);
    }
    expect(await announcements()).toEqual([]);

    // Minute 12: Uma's accept at minute 10 is there, first to solve; Sam's try at 15 is not yet.
    now = runStart + 12 * MINUTE;
    const atTwelve = await board();
    expect(totals(atTwelve)).toEqual([
      [1, 1],
      [0, 0],
    ]);
    const umaRow = atTwelve.entries.find((entry) => entry.name === 'Uma')!;
    expect(umaRow.cells[0]).toMatchObject({ solved: true, firstToSolve: true });
    expect(await announcements()).toEqual([]);

    // Minute 31: the announcement made at minute 30 has reached them.
    now = runStart + 31 * MINUTE;
    expect(await announcements()).toEqual(['Quarry: the input ends with a newline.']);

    // Once the run is over, the final board.
    now = runStart + 121 * MINUTE;
    const after = await board();
    expect(after.virtualMoment).toBeUndefined();
    expect(totals(after)).toEqual([
      [2, 2],
      [1, 2],
    ]);
  });
});
