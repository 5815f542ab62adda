import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProblem } from '../../services/problems/problems.js';
import { createPendingSubmission, getSubmission } from '../../services/submissions/submissions.js';
import { ensureAdmin } from '../../services/users/users.js';
import { HIDDEN_MARKERS, SUM_OVERFLOWING_CPP, SUM_SOLUTIONS, sumProblem } from '../../testing/fixture-problem.js';
import { closeSharedJudge, realJudging, sharedJudge } from '../../testing/judging.js';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../../testing/test-app.js';

/** The sum fixture in the languages beyond the first four (64-bit sums, as the hidden tests need). */
const SUM_IN_OTHER_LANGUAGES = {
  c: '#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); return 0; }\n',
  csharp: `using System;
public class Program {
    public static void Main() {
        var words = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        Console.WriteLine(long.Parse(words[0]) + long.Parse(words[1]));
    }
}
`,
  go: `package main

import "fmt"

func main() {
	var a, b int64
	fmt.Scan(&a, &b)
	fmt.Println(a + b)
}
`,
  kotlin: `fun main() {
    val (a, b) = readLine()!!.trim().split(" ").filter { it.isNotEmpty() }.map { it.toLong() }
    println(a + b)
}
`,
  pypy: SUM_SOLUTIONS.python,
  ruby: 'a, b = $stdin.read.split.map(&:to_i)\nputs a + b\n',
  rust: `use std::io::Read;
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let sum: i64 = input.split_whitespace().map(|word| word.parse::<i64>().unwrap()).sum();
    println!("{}", sum);
}
`,
  typescript:
    "const [a, b]: bigint[] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(BigInt);\nconsole.log(String(a + b));\n",
} as const;

describe('problems, runs and submissions with the real judge', () => {
  let test: TestApp;
  let problemId: string;

  beforeAll(async () => {
    test = await createTestApp({ judging: realJudging, env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' } });
    problemId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
  });
  afterAll(async () => {
    await test?.close();
    await closeSharedJudge();
  });

  const submit = (cookie: string, body: object) =>
    test.app.inject({
      method: 'POST',
      url: `/api/submissions/submit/${problemId}`,
      headers: { cookie },
      payload: body,
    });
  const run = (cookie: string, body: object) =>
    test.app.inject({
      method: 'POST',
      url: `/api/submissions/runcode/${problemId}`,
      headers: { cookie },
      payload: body,
    });

  it('lists problems with only id, title, difficulty, tags and acceptance rate, under both spellings', async () => {
    for (const url of ['/api/problem/getAllProblem', '/api/problem/getallproblem']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { _id: problemId, title: 'Add Two Numbers', difficulty: 'easy', tags: ['array'], acceptanceRate: null },
      ]);
    }
  });

  it('shows a problem to visitors without hidden tests or reference code', async () => {
    const response = await test.app.inject({ method: 'GET', url: `/api/problem/problembyid/${problemId}` });
    expect(response.statusCode).toBe(200);
    const problem = response.json();
    expect(problem).toMatchObject({ _id: problemId, title: 'Add Two Numbers', solvedByUser: false });
    expect(problem.visibletestcases).toEqual([
      { input: '1 2\n', output: '3\n', explanation: 'One plus two is three.' },
      { input: '-5 5\n', output: '0\n', explanation: 'They cancel out.' },
    ]);
    // Under the spec form's labels, which the original client matches exactly.
    expect(problem.startCode.map((entry: { language: string }) => entry.language)).toEqual([
      'C++',
      'Java',
      'JavaScript',
      'Python',
      // Then every other language, with generated start code (generated-start-code.test.ts).
      'C',
      'C#',
      'Go',
      'Kotlin',
      'PyPy',
      'Ruby',
      'Rust',
      'TypeScript',
    ]);
    expect(problem).not.toHaveProperty('referenceCode');
    expect(problem).not.toHaveProperty('hiddentestcases');
    expect((await test.app.inject({ method: 'GET', url: '/api/problem/problembyid/nope' })).statusCode).toBe(404);
  });

  it('runs code against every example and answers Judge0-style results', async () => {
    const { cookie } = await signUp(test.app);
    const passing = await run(cookie, { code: SUM_SOLUTIONS.python, language: 'python' });
    expect(passing.statusCode).toBe(200);
    const body = passing.json();
    expect(body.success).toBe(true);
    expect(body.error).toBeNull();
    expect(body.testResults).toHaveLength(2);
    expect(body.testResults[0]).toMatchObject({
      status_id: 3,
      stdin: '1 2\n',
      expected_output: '3\n',
      stdout: '3\n',
      stderr: '',
    });
    expect(typeof body.testResults[0].time).toBe('number');
    expect(typeof body.testResults[0].memory).toBe('number');

    const failing = await run(cookie, { code: 'print(0)', language: 'python' });
    expect(failing.json().success).toBe(false);
    expect(failing.json().testResults.map((result: { status_id: number }) => result.status_id)).toEqual([4, 3]);

    const broken = await run(cookie, { code: 'int main( {', language: 'cpp' });
    expect(broken.json().success).toBe(false);
    expect(broken.json().testResults[0].status_id).toBe(6);
    expect(broken.json().error).toContain('error');
  });

  it('answers custom input with the reference solution output beside the user output', async () => {
    const { cookie } = await signUp(test.app);
    const response = await run(cookie, {
      code: SUM_OVERFLOWING_CPP,
      language: 'cpp',
      customInput: '2000000000 2000000000\n',
    });
    const body = response.json();
    expect(body.custom).toMatchObject({
      stdin: '2000000000 2000000000\n',
      expectedOutput: '4000000000\n',
      status_id: 3,
    });
    expect(body.custom.stdout).not.toBe('4000000000\n');
  });

  it('runs edited test cases: an example keeps its output, a new input gets the reference output', async () => {
    const { cookie } = await signUp(test.app);
    const response = await run(cookie, {
      code: SUM_OVERFLOWING_CPP,
      language: 'cpp',
      testCases: [{ input: '-5 5' }, { input: '2000000000 2000000000\n' }, { input: '4 4\n' }],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(
      body.testResults.map((result: { stdin: string; expected_output: string }) => [
        result.stdin,
        result.expected_output,
      ]),
    ).toEqual([
      ['-5 5\n', '0\n'],
      ['2000000000 2000000000\n', '4000000000\n'],
      ['4 4\n', '8\n'],
    ]);
    expect(body.testResults.map((result: { status_id: number }) => result.status_id)).toEqual([3, 4, 3]);
    expect(body.success).toBe(false);
  });

  it('refuses too many or too large test cases, and inputs the reference cannot run', async () => {
    const { cookie } = await signUp(test.app);
    const tooMany = await run(cookie, {
      code: 'print(1)',
      language: 'python',
      testCases: Array.from({ length: 11 }, () => ({ input: '1 2\n' })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('At most 10 test cases per run');
    const tooLarge = await run(cookie, {
      code: 'print(1)',
      language: 'python',
      testCases: [{ input: '1'.repeat(64 * 1024 + 1) }],
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe('A test case input must be at most 64 KB');
    const nonsense = await run(cookie, {
      code: 'print(1)',
      language: 'python',
      testCases: [{ input: 'not numbers\n' }],
    });
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json().message).toMatch(/^Case 1: the reference solution could not run this input/);
  });

  it('judges a submission against the hidden tests: wrong first, then accepted and solved', async () => {
    const { cookie } = await signUp(test.app);
    const wrong = await submit(cookie, { code: SUM_OVERFLOWING_CPP, language: 'cpp' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({
      status: 'wrong',
      testcasespassed: 3,
      testCasesPassed: 3,
      totalTestcases: 4,
      testCasesTotal: 4,
      verdict: 'Wrong Answer',
      errorMessage: 'Wrong Answer on test 4',
    });
    expect(JSON.stringify(wrong.json())).not.toContain(HIDDEN_MARKERS[1]);

    const solvedBefore = await test.app.inject({
      method: 'GET',
      url: '/api/problem/problemSolvedByUser',
      headers: { cookie },
    });
    expect(solvedBefore.json()).toEqual([]);

    const accepted = await submit(cookie, { code: SUM_SOLUTIONS.java, language: 'Java' });
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      testcasespassed: 4,
      totalTestcases: 4,
      errorMessage: null,
      language: 'java',
    });
    expect(accepted.json().runTime).toBeGreaterThanOrEqual(0);
    expect(accepted.json().memory).toBeGreaterThan(0);

    const solved = await test.app.inject({
      method: 'GET',
      url: '/api/problem/problemsolvedbyuser',
      headers: { cookie },
    });
    expect(solved.json().map((entry: { _id: string }) => entry._id)).toEqual([problemId]);

    const detail = await test.app.inject({
      method: 'GET',
      url: `/api/problem/problembyid/${problemId}`,
      headers: { cookie },
    });
    expect(detail.json().solvedByUser).toBe(true);
    expect(detail.json().referenceCode).toHaveLength(4);

    const history = await test.app.inject({
      method: 'GET',
      url: `/api/problem/submittedproblems/${problemId}`,
      headers: { cookie },
    });
    expect(history.json().map((entry: { status: string }) => entry.status)).toEqual(['accepted', 'wrong']);
  });

  it('ends a compile error in status error with the compiler output as errorMessage', async () => {
    const { cookie } = await signUp(test.app);
    const response = await submit(cookie, { code: 'int main() { return }', language: 'cpp' });
    expect(response.json()).toMatchObject({ status: 'error', verdict: 'Compilation Error', testcasespassed: 0 });
    expect(response.json().errorMessage).toMatch(/error/);
  });

  it('reports runtime errors and time limits', async () => {
    const { cookie } = await signUp(test.app);
    const crash = await submit(cookie, { code: 'raise SystemExit(3)', language: 'python' });
    expect(crash.json()).toMatchObject({ status: 'error', verdict: 'Runtime Error (NZEC)' });
    const slow = await submit(cookie, { code: 'while True: pass', language: 'python' });
    expect(slow.json()).toMatchObject({
      status: 'wrong',
      verdict: 'Time Limit Exceeded',
      errorMessage: 'Time Limit Exceeded on test 1',
    });
  });

  it('runs and judges the eight further languages once installed, and lists them with their versions', async (context) => {
    const judge = await sharedJudge();
    const languages = Object.keys(SUM_IN_OTHER_LANGUAGES) as (keyof typeof SUM_IN_OTHER_LANGUAGES)[];
    const missing = languages.filter((language) => !judge.info.languages[language].ok);
    if (missing.length > 0) context.skip(`not installed here: ${missing.join(', ')} (npm run judge -- install all)`);
    const { cookie } = await signUp(test.app);
    const offered = (await test.app.inject({ method: 'GET', url: '/api/languages' })).json().languages;
    expect(offered).toEqual(
      expect.arrayContaining([
        {
          id: 'rust',
          label: 'Rust',
          name: 'Rust (rustc 1.63, 2021 edition)',
          version: expect.stringMatching(/^rustc 1\./),
        },
        {
          id: 'typescript',
          label: 'TypeScript',
          name: 'TypeScript (tsc 7, strict, Node.js 20)',
          version: expect.stringMatching(/^Version 7\./),
        },
      ]),
    );
    for (const language of languages) {
      const code = SUM_IN_OTHER_LANGUAGES[language];
      const ran = (await run(cookie, { code, language })).json();
      expect(
        ran.testResults.map((result: { status: string }) => result.status),
        language,
      ).toEqual(['Accepted', 'Accepted']);
      const submitted = (await submit(cookie, { code, language })).json();
      expect(submitted, language).toMatchObject({
        status: 'accepted',
        language,
        testCasesPassed: 4,
        testCasesTotal: 4,
      });
    }
  });

  it('refuses bad submissions with clear 4xx messages', async () => {
    const { cookie } = await signUp(test.app);
    expect((await submit(cookie, { code: 'x', language: 'cobol' })).json()).toEqual({
      message:
        'Unsupported language: cobol. Use javascript, java, cpp, python, c, csharp, go, kotlin, pypy, ruby, rust or typescript.',
      error:
        'Unsupported language: cobol. Use javascript, java, cpp, python, c, csharp, go, kotlin, pypy, ruby, rust or typescript.',
      errors: expect.any(Array),
    });
    expect((await submit(cookie, { language: 'cpp' })).json().message).toBe('Code is required');
    const huge = await submit(cookie, { code: 'x'.repeat(64 * 1024 + 1), language: 'cpp' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('Code must be at most 64 KB');
    const missing = await test.app.inject({
      method: 'POST',
      url: '/api/submissions/submit/no-such-problem',
      headers: { cookie },
      payload: { code: 'x', language: 'cpp' },
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (
        await test.app.inject({
          method: 'POST',
          url: `/api/submissions/submit/${problemId}`,
          payload: { code: 'x', language: 'cpp' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('never sends hidden test data or unearned reference code to a non-admin', async () => {
    const { cookie } = await signUp(test.app);
    await submit(cookie, { code: SUM_OVERFLOWING_CPP, language: 'cpp' });
    await run(cookie, { code: SUM_OVERFLOWING_CPP, language: 'cpp' });
    const answers = await Promise.all(
      [
        '/api/problem/getAllProblem',
        `/api/problem/problembyid/${problemId}`,
        `/api/problem/submittedproblems/${problemId}`,
        '/api/problem/problemSolvedByUser',
      ].flatMap((url) => [
        test.app.inject({ method: 'GET', url, headers: { cookie } }),
        test.app.inject({ method: 'GET', url }),
      ]),
    );
    const runAnswer = await run(cookie, { code: SUM_OVERFLOWING_CPP, language: 'cpp' });
    const submitAnswer = await submit(cookie, { code: SUM_OVERFLOWING_CPP, language: 'cpp' });
    for (const answer of [...answers, runAnswer, submitAnswer]) {
      for (const marker of HIDDEN_MARKERS) expect(answer.body).not.toContain(marker);
      expect(answer.body).not.toContain('completecode');
    }
  });

  it('does not pass on what a crashing program wrote to stderr about a hidden test', async () => {
    const { cookie } = await signUp(test.app);
    const echoing =
      'import sys\ndata = sys.stdin.read()\nif "98765" + "4321" in data:\n    sys.stderr.write(data)\n    raise ValueError(data)\na, b = map(int, data.split())\nprint(a + b)\n';
    const response = await submit(cookie, { code: echoing, language: 'python' });
    expect(response.json()).toMatchObject({
      status: 'error',
      verdict: 'Runtime Error (NZEC)',
      errorMessage: 'Runtime Error (NZEC) on test 2',
      testcasespassed: 1,
    });
    for (const marker of HIDDEN_MARKERS) expect(response.body).not.toContain(marker);
  });

  it('shows reference code to admins who have not solved the problem', async () => {
    await ensureAdmin(test.context.database, {
      email: 'boss@example.com',
      password: 'Secret1!',
      firstName: 'Boss',
      nowMs: test.context.clock(),
    });
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { emailid: 'boss@example.com', password: 'Secret1!' },
    });
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/problem/problembyid/${problemId}`,
      headers: { cookie: sessionCookieOf(login) },
    });
    expect(response.json().referenceCode).toHaveLength(4);
  });

  it('judges again what a crash left pending', async () => {
    const { userId } = await signUp(test.app);
    const pending = await createPendingSubmission(test.context.database, {
      userId,
      problemId,
      language: 'cpp',
      code: SUM_SOLUTIONS.cpp,
      contestId: null,
      testsTotal: 4,
      createdMs: test.context.clock(),
    });
    expect(await test.context.judging.recoverPending()).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => (await getSubmission(test.context.database, pending.id)).status, { timeout: 30_000 })
      .toBe('accepted');
  });
});

describe('judge rate limit', () => {
  it('answers 429 with a clear message past the per-user limit', async () => {
    const test = await createTestApp({ judging: realJudging, env: { JUDGE_RATE_LIMIT: '2' } });
    try {
      const problemId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
      const { cookie } = await signUp(test.app);
      const call = () =>
        test.app.inject({
          method: 'POST',
          url: `/api/submissions/runcode/${problemId}`,
          headers: { cookie },
          payload: { code: 'print(3)', language: 'python' },
        });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const limited = await call();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many requests, please try again in \d+ seconds\.$/);
      // Submitting counts against the same limit as running: switching calls does not double it.
      const submitted = await test.app.inject({
        method: 'POST',
        url: `/api/submissions/submit/${problemId}`,
        headers: { cookie },
        payload: { code: 'print(3)', language: 'python' },
      });
      expect(submitted.statusCode).toBe(429);
      // Another person is not limited by the first one's calls.
      const other = await signUp(test.app);
      expect(
        (
          await test.app.inject({
            method: 'POST',
            url: `/api/submissions/runcode/${problemId}`,
            headers: { cookie: other.cookie },
            payload: { code: 'print(3)', language: 'python' },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await test.close();
      await closeSharedJudge();
    }
  });
});
