import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { similarityMessages, type SimilarityGroup, type SimilarityReport } from '@codeyard/shared';
import { insertProblem } from '../../services/problems/problems.js';
import { newId } from '../../services/ids.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

const MINUTE = 60_000;
const dialects = await availableDialects();

const START_CODE = `import sys


def read_input():
    data = sys.stdin.read().split()
    count = int(data[0])
    values = [int(token) for token in data[1 : 1 + count]]
    return count, values


def solve(count, values):
    # Write your solution here.
    return 0


def main():
    count, values = read_input()
    print(solve(count, values))


main()
`;

const withSolve = (body: string) =>
  START_CODE.replace('    # Write your solution here.\n    return 0\n', body.replace(/^\n/, ''));

/** The longest increasing subsequence, by dynamic programming. */
const ANN = withSolve(`
    best = [1] * count
    for right in range(count):
        for left in range(right):
            if values[left] < values[right] and best[left] + 1 > best[right]:
                best[right] = best[left] + 1
    answer = 0
    for length in best:
        if length > answer:
            answer = length
    return answer
`);
/** Ann's program with every variable renamed. */
const BOB = withSolve(`
    dp = [1] * count
    for j in range(count):
        for i in range(j):
            if values[i] < values[j] and dp[i] + 1 > dp[j]:
                dp[j] = dp[i] + 1
    result = 0
    for x in dp:
        if x > result:
            result = x
    return result
`);
/** The same answer another way (patience sorting with binary search): only the start code is shared. */
const CARA = withSolve(`
    tails = []
    for value in values:
        low, high = 0, len(tails)
        while low < high:
            middle = (low + high) // 2
            if tails[middle] < value:
                low = middle + 1
            else:
                high = middle
        if low == len(tails):
            tails.append(value)
        else:
            tails[low] = value
    return len(tails)
`);

describe.each(dialects)('contest similarity report on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;
  let now = Date.parse('2026-04-01T09:00:00.000Z');
  const start = Date.parse('2026-04-01T10:00:00.000Z');
  const end = Date.parse('2026-04-01T12:00:00.000Z');
  let problemId: string;

  beforeAll(async () => {
    test = await createTestApp({ dialect, clock: () => now, env: { AUTH_RATE_LIMIT: '1000' } });
    problemId = await insertProblem(
      test.context.database,
      sumProblem({
        title: 'Longest Rise',
        startCode: [
          ...sumProblem().startCode.filter((entry) => entry.language !== 'python'),
          { language: 'python', code: START_CODE },
        ],
      }),
      test.context.clock(),
    );
    adminCookie = await signInAsAdmin(test);
  });
  afterAll(async () => {
    await test?.close();
  });

  const inject = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const newContest = async () => {
    now = start - 30 * MINUTE;
    const response = await inject('POST', '/problem/createcontest', adminCookie, {
      title: 'Spring round',
      description: 'Similarity after the end.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      problems: [problemId],
    });
    expect(response.statusCode).toBe(201);
    return response.json().contest._id as string;
  };
  const contestant = async (contestId: string, firstName: string) => {
    const user = await signUp(test.app, { firstName });
    expect((await inject('POST', `/problem/contest/${contestId}/register`, user.cookie)).statusCode).toBe(200);
    return user;
  };
  const submit = async (
    contestId: string,
    userId: string,
    code: string,
    options: { minute: number; status?: string; language?: string },
  ) => {
    const id = newId();
    const at = new Date(start + options.minute * MINUTE).toISOString();
    await test.context.database
      .insertInto('submissions')
      .values({
        id,
        user_id: userId,
        problem_id: problemId,
        contest_id: contestId,
        language: options.language ?? 'python',
        code,
        status: options.status ?? 'accepted',
        runtime: 0,
        memory: 0,
        tests_passed: 1,
        tests_total: 1,
        error_message: null,
        verdict: options.status === 'wrong' ? 'Wrong Answer' : 'Accepted',
        created_at: at,
        judged_at: at,
      })
      .execute();
    return id;
  };
  const similarity = (contestId: string, cookie: string) =>
    inject('GET', `/problem/contest/${contestId}/similarity`, cookie);
  const pythonGroup = (report: SimilarityReport): SimilarityGroup => {
    const group = report.groups.find((candidate) => candidate.language === 'python');
    expect(group).toBeDefined();
    return group!;
  };
  const pairOf = (group: SimilarityGroup, first: string, second: string) =>
    group.pairs.find(
      (pair) => [pair.left.submissionId, pair.right.submissionId].sort().join() === [first, second].sort().join(),
    );

  it('ranks the renamed copy first, leaves the shared start code out, and shows the matching lines', async () => {
    const contestId = await newContest();
    const ann = await contestant(contestId, 'Ann');
    const bob = await contestant(contestId, 'Bob');
    const cara = await contestant(contestId, 'Cara');
    // Only each contestant's last accepted submission counts; wrong ones and the jury's never do.
    await submit(contestId, ann.userId, CARA, { minute: 5 });
    const annLast = await submit(contestId, ann.userId, ANN, { minute: 20 });
    await submit(contestId, ann.userId, CARA, { minute: 30, status: 'wrong' });
    const bobLast = await submit(contestId, bob.userId, BOB, { minute: 40 });
    const caraLast = await submit(contestId, cara.userId, CARA, { minute: 50 });
    // A submission after the end (a virtual run's, say) is not part of the contest's report.
    await submit(contestId, cara.userId, ANN, { minute: 200 });

    now = end + MINUTE;
    const response = await similarity(contestId, adminCookie);
    expect(response.statusCode).toBe(200);
    const report = response.json() as SimilarityReport;
    expect(report.contestId).toBe(contestId);
    const group = pythonGroup(report);
    expect(group).toMatchObject({ problemId, problemTitle: 'Longest Rise', compared: 3, skipped: [] });

    const [first] = group.pairs;
    expect([first!.left.submissionId, first!.right.submissionId].sort()).toEqual([annLast, bobLast].sort());
    expect(first!.similarity).toBeGreaterThan(0.8);
    expect(first!.longestFragment).toBeGreaterThan(0);
    expect([first!.left.name, first!.right.name].sort()).toEqual(['Ann', 'Bob']);
    // The copied function (lines 11–21 of both) is among the highlighted fragments.
    expect(
      first!.fragments.some(
        (fragment) =>
          fragment.left.startLine <= 12 &&
          fragment.left.endLine >= 18 &&
          fragment.right.startLine <= 12 &&
          fragment.right.endLine >= 18,
      ),
    ).toBe(true);
    expect(group.sources[annLast]).toBe(ANN);
    expect(group.sources[bobLast]).toBe(BOB);

    // Ann and Cara share only the start code: with it left out they are not similar.
    const withTemplate = pairOf(group, annLast, caraLast)?.similarity ?? 0;
    expect(withTemplate).toBeLessThan(0.3);

    // Without a start code to leave out, the same read-and-print code would count against them.
    await test.context.database
      .updateTable('problems')
      .set({ start_code: JSON.stringify([{ language: 'python', code: '' }]) })
      .where('id', '=', problemId)
      .execute();
    const untemplated = pythonGroup((await similarity(contestId, adminCookie)).json() as SimilarityReport);
    expect(pairOf(untemplated, annLast, caraLast)?.similarity ?? 0).toBeGreaterThan(withTemplate + 0.1);
    await test.context.database
      .updateTable('problems')
      .set({ start_code: JSON.stringify([{ language: 'python', code: START_CODE }]) })
      .where('id', '=', problemId)
      .execute();
  });

  it('skips sources over the size cap with a note, and counts the one submission left with nothing to compare', async () => {
    const contestId = await newContest();
    const ann = await contestant(contestId, 'Ann');
    const bob = await contestant(contestId, 'Bob');
    await submit(contestId, ann.userId, ANN, { minute: 10 });
    const huge = await submit(contestId, bob.userId, `${BOB}\n${'# padding\n'.repeat(3000)}`, { minute: 11 });
    now = end + MINUTE;
    const response = await similarity(contestId, adminCookie);
    expect(response.statusCode).toBe(200);
    const group = pythonGroup(response.json() as SimilarityReport);
    expect(group.compared).toBe(1);
    expect(group.pairs).toEqual([]);
    expect(group.skipped).toEqual([
      { userId: bob.userId, name: 'Bob', submissionId: huge, reason: similarityMessages.tooLong },
    ]);
  });

  it('is for the jury only, and only once the contest has ended', async () => {
    const contestId = await newContest();
    const ann = await contestant(contestId, 'Ann');
    now = start + 10 * MINUTE;
    const running = await similarity(contestId, adminCookie);
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe(similarityMessages.notEnded);

    now = end + MINUTE;
    expect((await similarity(contestId, ann.cookie)).statusCode).toBe(403);
    expect(
      (await test.app.inject({ method: 'GET', url: `/api/problem/contest/${contestId}/similarity` })).statusCode,
    ).toBe(401);
    expect((await similarity('no-such-contest', adminCookie)).statusCode).toBe(404);
    expect((await similarity(contestId, adminCookie)).json()).toEqual({
      contestId,
      generatedAt: new Date(now).toISOString(),
      groups: [],
    });
  });
});
